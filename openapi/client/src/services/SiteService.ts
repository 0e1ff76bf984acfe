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
      },
    });
  }
}
