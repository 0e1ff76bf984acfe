/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { SubscriberInput } from '../models/SubscriberInput';
import type { SubscriberPage } from '../models/SubscriberPage';
import type { SubscriptionMessageDto } from '../models/SubscriptionMessageDto';
import type { SubscriptionResult } from '../models/SubscriptionResult';
import type { SubscriptionTokenDto } from '../models/SubscriptionTokenDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SubscribersService {
  /**
   * Subscribe to the newsletter
   * Signs an address up pending confirmation and mails it a confirmation link (double opt-in). An address already subscribed answers 201 with `created: false`, so addresses cannot be probed. Limited per client address; confirmations to one e-mail address are capped at 3 an hour, past which the answer is the same, nothing changes and the link mailed last still works.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SubscriptionResult Signed up pending confirmation (a link is mailed), or already subscribed (created false)
   * @throws ApiError
   */
  public static addSubscriber({
    requestBody,
  }: {
    requestBody: SubscriberInput,
  }): CancelablePromise<SubscriptionResult> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-subscriber',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Not an e-mail address`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many sign-ups from this address`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Confirm a subscription
   * Follows the link mailed at sign-up: the subscriber is confirmed and counts from now on.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SubscriptionMessageDto Confirm a subscription
   * @throws ApiError
   */
  public static confirmSubscription({
    requestBody,
  }: {
    requestBody: SubscriptionTokenDto,
  }): CancelablePromise<SubscriptionMessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/confirm-subscription',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `This confirmation link is invalid, used or older than a week. Please sign up again.`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Remove a subscriber
   * Removes a subscriber (an erasure or unsubscribe request); the count follows. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `subscribers` (session cookie or access token); API keys are refused.
   * @returns DeletedDto Remove a subscriber
   * @throws ApiError
   */
  public static deleteSubscriber({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/subscriber/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`subscribers\`; or an API key was sent: keys cannot call this operation`,
        404: `No subscriber with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List subscribers
   * One page of subscribers, newest first: the confirmed ones unless `status` says Pending; 5 per page unless `pageSize` says otherwise.
   *
   * **Access:** a member of the team whose role holds `subscribers` (session cookie or access token), or an API key with the `subscribers:read` scope.
   * @returns SubscriberPage Confirmed subscribers unless status says Pending; newest first; 5 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getSubscribers({
    page = 1,
    pageSize = 10,
    updatedSince,
    sort = 'newest',
    status,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only records changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (created, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    /**
     * Confirmed (the default: the list, its count and the export) or Pending (waiting for the link, gone after a week)
     */
    status?: 'Pending' | 'Confirmed',
  }): CancelablePromise<SubscriberPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscribers',
      query: {
        'page': page,
        'pageSize': pageSize,
        'updatedSince': updatedSince,
        'sort': sort,
        'status': status,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`subscribers\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Export subscribers as CSV
   * The confirmed subscribers (or the pending ones, with `status`) as a CSV download, newest first, with when and on which page they consented.
   *
   * **Access:** a member of the team whose role holds `subscribers` (session cookie or access token), or an API key with the `subscribers:read` scope.
   * @returns string The confirmed subscribers (or the pending ones) as CSV, newest first: Email, Subscribed at, Confirmed at, Consent text, Consent page
   * @throws ApiError
   */
  public static getSubscribersCsv({
    page = 1,
    pageSize = 10,
    updatedSince,
    sort = 'newest',
    status,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only records changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (created, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    /**
     * Confirmed (the default: the list, its count and the export) or Pending (waiting for the link, gone after a week)
     */
    status?: 'Pending' | 'Confirmed',
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscribers.csv',
      query: {
        'page': page,
        'pageSize': pageSize,
        'updatedSince': updatedSince,
        'sort': sort,
        'status': status,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`subscribers\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Unsubscribe
   * One click from any mail to a subscriber: the address is removed from the list.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SubscriptionMessageDto Unsubscribe
   * @throws ApiError
   */
  public static unsubscribe({
    token,
  }: {
    token: string,
  }): CancelablePromise<SubscriptionMessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/unsubscribe/{token}',
      path: {
        'token': token,
      },
      errors: {
        400: `This unsubscribe link is not valid.`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
