/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { WebhookDeliveryDetail } from '../models/WebhookDeliveryDetail';
import type { WebhookDeliveryPage } from '../models/WebhookDeliveryPage';
import type { WebhookDeliveryRecord } from '../models/WebhookDeliveryRecord';
import type { WebhookEventInfo } from '../models/WebhookEventInfo';
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
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookRecord Every webhook endpoint, newest first, with its events and health; never a secret
   * @throws ApiError
   */
  public static getWebhooks(): CancelablePromise<Array<WebhookRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/webhooks',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Register an https endpoint for chosen events
   * Each delivery is signed as the Standard Webhooks specification says: `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret). Keep the secret where your receiver can read it: it is shown in this answer only.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookWithSecret Register an https endpoint for chosen events
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
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * One delivery with its body and every attempt
   * The JSON body as it was signed and sent, and each attempt with its status code, duration, error and the start of the endpoint’s answer.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookDeliveryDetail One delivery with its body and every attempt
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No delivery with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Send a delivered or failed delivery again
   * The same id and body, with a fresh round of retries. The `webhook-id` stays the same, so a receiver that processed it already can tell. The timestamp and signature are new.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookDeliveryRecord Send a delivered or failed delivery again
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No delivery with this id`,
        409: `The delivery is still queued and will be retried on its own`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The events an endpoint may subscribe to
   * Every event, in the order the back office offers them, with what it means there; the same list the API checks `events` against.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookEventInfo The events an endpoint may subscribe to
   * @throws ApiError
   */
  public static getWebhookEvents(): CancelablePromise<Array<WebhookEventInfo>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/webhooks/events',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an endpoint with its queued deliveries and its delivery log
   * Deliveries still queued for it are never sent, and its delivery log goes with it. The audit log keeps who deleted it (the member, or the key by its name).
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns DeletedDto Delete an endpoint with its queued deliveries and its delivery log
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No endpoint with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change an endpoint’s address, description, events or enabled flag
   * Enabling an endpoint the server disabled forgets its failures; deliveries still queued for it are then sent. The secret stays.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookRecord Change an endpoint’s address, description, events or enabled flag
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
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No endpoint with this id`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * An endpoint’s deliveries, newest first
   * A page of the endpoint’s deliveries with their status, the number of attempts, the last answer’s status code and when the next attempt is due.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookDeliveryPage An endpoint’s deliveries, newest first
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No endpoint with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Replace an endpoint’s signing secret; the new one is in this answer only
   * Every delivery from now on, retries of queued ones included, is signed with the new secret only.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookWithSecret Replace an endpoint’s signing secret; the new one is in this answer only
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No endpoint with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Queue a `webhook.test` event for this endpoint alone
   * It is sent at once, outside this request. The answer is the queued delivery; its log (`getWebhookDelivery`) shows the endpoint’s answer a moment later. A disabled endpoint is sent it too.
   *
   * **Access:** a member of the team whose role holds `webhooks` (session cookie or access token), or an API key with the `webhooks:manage` scope.
   * @returns WebhookDeliveryRecord Queue a `webhook.test` event for this endpoint alone
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`webhooks\`; or the API key lacks the scope`,
        404: `No endpoint with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
