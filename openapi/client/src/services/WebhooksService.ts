/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { WebhookDeliveryDetail } from '../models/WebhookDeliveryDetail';
import type { WebhookDeliveryPage } from '../models/WebhookDeliveryPage';
import type { WebhookDeliveryRecord } from '../models/WebhookDeliveryRecord';
import type { WebhookInput } from '../models/WebhookInput';
import type { WebhookRecord } from '../models/WebhookRecord';
import type { WebhookWithSecret } from '../models/WebhookWithSecret';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class WebhooksService {
  /**
   * Every webhook endpoint, newest first, with its events and health; never a secret
   * An endpoint that failed for a day shows `enabled: false` and when the server disabled it (`disabledAt`).
   * @returns WebhookRecord
   * @throws ApiError
   */
  public static getWebhooks(): CancelablePromise<Array<WebhookRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/webhooks',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Register an https endpoint for chosen events; its signing secret is in this answer only
   * Each delivery is signed as the Standard Webhooks specification says: `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret). Keep the secret where your receiver can read it: it is shown in this answer only.
   * @returns WebhookWithSecret
   * @throws ApiError
   */
  public static addWebhook({
    requestBody,
  }: {
    requestBody: WebhookInput,
  }): CancelablePromise<WebhookWithSecret> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/webhooks',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The address is not an https address on the public internet (or carries a user name), the description is too long, or an event is unknown; nothing was saved`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * One delivery: the body sent and every attempt with its status code, duration and error
   * @returns WebhookDeliveryDetail
   * @throws ApiError
   */
  public static getWebhookDelivery({
    id,
  }: {
    id: string,
  }): CancelablePromise<WebhookDeliveryDetail> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/webhooks/deliveries/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No delivery with this id`,
      },
    });
  }
  /**
   * Send a delivered or failed delivery again: the same id and body, a fresh round of retries
   * The `webhook-id` stays the same, so a receiver that processed it already can tell. The timestamp and signature are new.
   * @returns WebhookDeliveryRecord
   * @throws ApiError
   */
  public static redeliverWebhook({
    id,
  }: {
    id: string,
  }): CancelablePromise<WebhookDeliveryRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/webhooks/deliveries/{id}/redeliver',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No delivery with this id`,
        409: `The delivery is still queued and will be retried on its own`,
      },
    });
  }
  /**
   * Delete an endpoint with its queued deliveries and its delivery log
   * @returns DeletedDto
   * @throws ApiError
   */
  public static deleteWebhook({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/webhooks/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No endpoint with this id`,
      },
    });
  }
  /**
   * Change an endpoint’s address, description, events or enabled flag
   * Enabling an endpoint the server disabled forgets its failures; deliveries still queued for it are then sent. The secret stays.
   * @returns WebhookRecord
   * @throws ApiError
   */
  public static updateWebhook({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: WebhookInput,
  }): CancelablePromise<WebhookRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/webhooks/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The address is not an https address on the public internet (or carries a user name), the description is too long, or an event is unknown; nothing was saved`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No endpoint with this id`,
      },
    });
  }
  /**
   * An endpoint’s deliveries, newest first: status, attempts, last answer and its time
   * @returns WebhookDeliveryPage
   * @throws ApiError
   */
  public static getWebhookDeliveries({
    id,
    page = 1,
    pageSize = 10,
  }: {
    id: string,
    page?: number,
    pageSize?: number,
  }): CancelablePromise<WebhookDeliveryPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/webhooks/{id}/deliveries',
      path: {
        'id': id,
      },
      query: {
        'page': page,
        'pageSize': pageSize,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No endpoint with this id`,
      },
    });
  }
  /**
   * Replace an endpoint’s signing secret; the new one is in this answer only
   * Every delivery from now on, retries of queued ones included, is signed with the new secret only.
   * @returns WebhookWithSecret
   * @throws ApiError
   */
  public static rollWebhookSecret({
    id,
  }: {
    id: string,
  }): CancelablePromise<WebhookWithSecret> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/webhooks/{id}/secret',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No endpoint with this id`,
      },
    });
  }
  /**
   * Queue a `webhook.test` event for this endpoint alone; it is sent at once, outside this request
   * The answer is the queued delivery; its log (`getWebhookDelivery`) shows the endpoint’s answer a moment later. A disabled endpoint is sent it too.
   * @returns WebhookDeliveryRecord
   * @throws ApiError
   */
  public static testWebhook({
    id,
  }: {
    id: string,
  }): CancelablePromise<WebhookDeliveryRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/webhooks/{id}/test',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No endpoint with this id`,
      },
    });
  }
}
