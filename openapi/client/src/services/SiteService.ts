/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SiteDto } from '../models/SiteDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SiteService {
  /**
   * Read everything the public pages show
   * Every public section and the pricing packages in one answer, with an ETag: send it back in If-None-Match to get 304 when nothing changed.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SiteDto Every public section and the pricing packages, in one answer
   * @throws ApiError
   */
  public static getSite({
    ifNoneMatch,
  }: {
    /**
     * ETag of a copy the client holds
     */
    ifNoneMatch?: string,
  }): CancelablePromise<SiteDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site',
      headers: {
        'If-None-Match': ifNoneMatch,
      },
      errors: {
        304: `The copy the client holds is current`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
