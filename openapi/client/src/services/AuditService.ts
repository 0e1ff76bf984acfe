/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditKindInfo } from '../models/AuditKindInfo';
import type { AuditPageDto } from '../models/AuditPageDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuditService {
  /**
   * Read the audit log
   * Every change made in the back office (by Admins and API keys), newest first, filtered by actor, kind and dates, paged by the cursor `after` the previous page gave.
   *
   * **Access:** a member of the team whose role holds `audit-log` (session cookie or access token); API keys are refused.
   * @returns AuditPageDto Read the audit log
   * @throws ApiError
   */
  public static getAuditLog({
    kind,
    from,
    to,
    pageSize = 20,
    actor,
    after,
  }: {
    kind?: 'content' | 'section' | 'pricing' | 'roster' | 'payment-email' | 'order' | 'message' | 'subscriber' | 'media' | 'account' | 'redirect' | 'api-key' | 'webhook' | 'blog' | 'page' | 'site-audit' | 'project' | 'case-study',
    /**
     * entries on or after this date (YYYY-MM-DD, UTC) or instant
     */
    from?: string,
    /**
     * entries up to and including this date (YYYY-MM-DD, UTC), or before this instant
     */
    to?: string,
    pageSize?: number,
    /**
     * the admin's e-mail address
     */
    actor?: string,
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
        'from': from,
        'to': to,
        'pageSize': pageSize,
        'actor': actor,
        'after': after,
      },
      errors: {
        400: `A filter is invalid`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`audit-log\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The kinds of audit entry
   * Every kind, in the order the back office offers them, with what it calls them; the same list the log checks `kind` against.
   *
   * **Access:** a member of the team whose role holds `audit-log` (session cookie or access token); API keys are refused.
   * @returns AuditKindInfo The kinds of audit entry
   * @throws ApiError
   */
  public static getAuditKinds(): CancelablePromise<Array<AuditKindInfo>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audit-log/kinds',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`audit-log\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
