/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SubscriptionMetrics } from '../models/SubscriptionMetrics';
import type { SubscriptionPage } from '../models/SubscriptionPage';
import type { SubscriptionRecord } from '../models/SubscriptionRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SubscriptionsService {
  /**
   * Read a retainer
   * One retainer with its payments and the periods they paid for; its customer or an Admin.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns SubscriptionRecord Read a retainer
   * @throws ApiError
   */
  public static getSubscription({
    id,
  }: {
    id: string,
  }): CancelablePromise<SubscriptionRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscription/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No retainer with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Record a cancellation
   * Records that a retainer is cancelled (the customer asked the agency): no more payments are expected and the service runs to the end of the paid period. Cancel the PayPal profile at PayPal too: PayPal Payments Standard offers no call to do it from here.
   *
   * **Access:** a member of the team whose role holds `orders:write` (session cookie or access token), or an API key with the `orders:write` scope.
   * @returns SubscriptionRecord Record a cancellation
   * @throws ApiError
   */
  public static cancelSubscription({
    id,
  }: {
    id: string,
  }): CancelablePromise<SubscriptionRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/subscription/{id}/cancel',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:write\`; or the API key lacks the scope`,
        404: `No retainer with this id`,
        409: `It is cancelled or ended already`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List retainers
   * One page of retainers (subscriptions of recurring packages), newest first: a customer gets their own, an Admin or an API key everyone's, filtered by `status`.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns SubscriptionPage List retainers
   * @throws ApiError
   */
  public static getSubscriptions({
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
    status?: 'pending' | 'active' | 'past_due' | 'cancelled' | 'ended',
  }): CancelablePromise<SubscriptionPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscriptions',
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
        403: `The API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Retainer figures
   * MRR per currency, active, past-due, cancelled and ended counts, churn per month for the last 12 months, and revenue per currency.
   *
   * **Access:** a member of the team whose role holds `orders:read` (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns SubscriptionMetrics Retainer figures
   * @throws ApiError
   */
  public static getSubscriptionMetrics(): CancelablePromise<SubscriptionMetrics> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscriptions-metrics',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:read\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
