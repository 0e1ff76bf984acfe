/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ApiKeyInput } from '../models/ApiKeyInput';
import type { ApiKeyRecord } from '../models/ApiKeyRecord';
import type { CreatedApiKey } from '../models/CreatedApiKey';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ApiKeysService {
  /**
   * List API keys
   * Every API key, newest first, with its name, prefix, scopes, expiry, creation, last use and revocation. The secret is never shown again.
   *
   * **Access:** a member of the team whose role holds `api-keys` (session cookie or access token); API keys are refused.
   * @returns ApiKeyRecord List API keys
   * @throws ApiError
   */
  public static getApiKeys(): CancelablePromise<Array<ApiKeyRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/api-keys',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`api-keys\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Create an API key
   * Creates a named key with one or more scopes and an optional expiry (in the future, within 5 years). The answer's `token` (`rk_…`) is the only time the secret is shown: it is stored as a SHA-256 hash. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `api-keys` (session cookie or access token); API keys are refused.
   * @returns CreatedApiKey Create an API key
   * @throws ApiError
   */
  public static addApiKey({
    requestBody,
  }: {
    requestBody: ApiKeyInput,
  }): CancelablePromise<CreatedApiKey> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/api-keys',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A name, scope or expiry is invalid`,
        401: `Not signed in, or the session expired`,
        403: `A scope only the Owner may grant (\`webhooks:manage\`), asked by another member`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Revoke an API key
   * Revokes a key at once: every instance refuses it from the next request on (401 `API key revoked`). A revoked key stays listed; revoking it again answers 409. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `api-keys` (session cookie or access token); API keys are refused.
   * @returns ApiKeyRecord Revoke an API key
   * @throws ApiError
   */
  public static revokeApiKey({
    id,
  }: {
    id: string,
  }): CancelablePromise<ApiKeyRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/api-keys/{id}/revoke',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`api-keys\`; or an API key was sent: keys cannot call this operation`,
        404: `No key with this id`,
        409: `The key is revoked already`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
