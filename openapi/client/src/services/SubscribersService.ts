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
        429: `Too many sign-ups from this address`,
      },
    });
  }
  /**
   * Follows the link mailed at sign-up: the subscriber is confirmed and counts from now on
   * @returns SubscriptionMessageDto
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
      },
    });
  }
  /**
   * Remove a subscriber (an erasure or unsubscribe request); the count follows
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No subscriber with this id`,
      },
    });
  }
  /**
   * API keys: needs the `subscribers:read` scope.
   * @returns SubscriberPage Confirmed subscribers unless status says Pending; newest first; 5 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getSubscribers({
    page = 1,
    pageSize = 10,
    status,
  }: {
    page?: number,
    pageSize?: number,
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
        'status': status,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * API keys: needs the `subscribers:read` scope.
   * @returns string The confirmed subscribers (or the pending ones) as CSV, newest first: Email, Subscribed at, Confirmed at, Consent text, Consent page
   * @throws ApiError
   */
  public static getSubscribersCsv({
    page = 1,
    pageSize = 10,
    status,
  }: {
    page?: number,
    pageSize?: number,
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
        'status': status,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * One click from any mail to a subscriber: the address is removed from the list
   * @returns SubscriptionMessageDto
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
      },
    });
  }
}
