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
   * Every API key, newest first, with its scopes and last use; never a secret
   * @returns ApiKeyRecord
   * @throws ApiError
   */
  public static getApiKeys(): CancelablePromise<Array<ApiKeyRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/api-keys',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Create a key with scopes and an optional expiry; its token is in this answer only
   * @returns CreatedApiKey
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Revoke a key: every instance refuses it from the next request on
   * @returns ApiKeyRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No key with this id`,
        409: `The key is revoked already`,
      },
    });
  }
}
