/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HealthDto } from '../models/HealthDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class HealthService {
  /**
   * Check health
   * Answers 200 when the app is up and its database answers, 503 otherwise. For load balancers and monitors.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns HealthDto The app is up and its database answers
   * @throws ApiError
   */
  public static getHealth(): CancelablePromise<HealthDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/health',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
        503: `The database does not answer`,
      },
    });
  }
}
