/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditPageDto } from '../models/AuditPageDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuditService {
  /**
   * Every change by any admin, newest first, paged by cursor
   * @returns AuditPageDto
   * @throws ApiError
   */
  public static getAuditLog({
    kind,
    pageSize = 20,
    actor,
    from,
    to,
    after,
  }: {
    kind?: 'content' | 'section' | 'pricing' | 'roster' | 'payment-email' | 'order' | 'message' | 'subscriber' | 'media' | 'account' | 'redirect' | 'api-key' | 'blog' | 'page',
    pageSize?: number,
    /**
     * the admin's e-mail address
     */
    actor?: string,
    /**
     * entries on or after this date (YYYY-MM-DD, UTC) or instant
     */
    from?: string,
    /**
     * entries up to and including this date (YYYY-MM-DD, UTC), or before this instant
     */
    to?: string,
    /**
     * the `next` of the previous page
     */
    after?: string,
  }): CancelablePromise<AuditPageDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audit-log',
      query: {
        'kind': kind,
        'pageSize': pageSize,
        'actor': actor,
        'from': from,
        'to': to,
        'after': after,
      },
      errors: {
        400: `A filter is invalid`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
}
