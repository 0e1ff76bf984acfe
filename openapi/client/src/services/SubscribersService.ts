/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { SubscriberInput } from '../models/SubscriberInput';
import type { SubscriberPage } from '../models/SubscriberPage';
import type { SubscriptionResult } from '../models/SubscriptionResult';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SubscribersService {
  /**
   * @returns SubscriptionResult Subscribed, or already subscribed (created false)
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
   * @returns SubscriberPage Newest first; 5 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getSubscribers({
    page = 1,
    pageSize = 10,
  }: {
    page?: number,
    pageSize?: number,
  }): CancelablePromise<SubscriberPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscribers',
      query: {
        'page': page,
        'pageSize': pageSize,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * @returns string Every subscriber as CSV (Email, Subscribed at), newest first
   * @throws ApiError
   */
  public static getSubscribersCsv(): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/subscribers.csv',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
}
