/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminAuditInput } from '../models/AdminAuditInput';
import type { AuditComparison } from '../models/AuditComparison';
import type { AuditReport } from '../models/AuditReport';
import type { AuditRequestAccepted } from '../models/AuditRequestAccepted';
import type { AuditRequestInput } from '../models/AuditRequestInput';
import type { AuditRunPage } from '../models/AuditRunPage';
import type { AuditRunRecord } from '../models/AuditRunRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuditsService {
  /**
   * Read a free SEO analysis
   * The audit a visitor asked for, through the token its request answered with: its progress (`queued`, `running`) and then its score and findings, or why it failed. Unknown, malformed and expired tokens answer the same 404. Not indexed (`X-Robots-Tag: noindex`), never cached.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns AuditReport Read a free SEO analysis
   * @throws ApiError
   */
  public static getAuditReport({
    token,
  }: {
    token: string,
  }): CancelablePromise<AuditReport> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audit-reports/{token}',
      path: {
        'token': token,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No report has this token, or it expired`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Download a free SEO analysis as PDF
   * The finished report in the agency's brand, with its call to action, as a PDF. Not indexed, never cached.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns binary The report as a PDF (A4) in the agency's brand
   * @throws ApiError
   */
  public static getAuditReportPdf({
    token,
  }: {
    token: string,
  }): CancelablePromise<Blob> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audit-reports/{token}/report.pdf',
      path: {
        'token': token,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No report has this token, or it expired`,
        409: `The audit is not done yet`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Ask for a free SEO analysis
   * The home page's "Audit my site": stores the lead (a message "Free SEO analysis: host") and its audit, queues the crawl and notifies the agency like a contact message. `consent` must be true. Requests the spam checks catch (`website` filled, `elapsedMs` too small) answer the same but queue nothing and are kept for review. Limited per client address and per target site. The token opens the report (GET /api/audit-reports/{token}); the visitor is mailed when it is ready.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns AuditRequestAccepted Queued; the token opens the report
   * @throws ApiError
   */
  public static requestAudit({
    requestBody,
  }: {
    requestBody: AuditRequestInput,
  }): CancelablePromise<AuditRequestAccepted> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/audit-requests',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid, consent is not given, or the address is not a public one`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests from this client, or for this site (3 an hour for one registrable domain, from anyone)`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List site audits
   * Every audit, the visitors' and the Admins', newest first.
   *
   * **Access:** a member of the team whose role holds `audits` (session cookie or access token), or an API key with the `audits:read` scope.
   * @returns AuditRunPage Newest first; 10 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getAudits({
    page = 1,
    pageSize = 10,
  }: {
    page?: number,
    pageSize?: number,
  }): CancelablePromise<AuditRunPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audits',
      query: {
        'page': page,
        'pageSize': pageSize,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`audits\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Audit a site
   * Queues an audit of any public address; the run is the Admin's and has no lead. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `audits` (session cookie or access token), or an API key with the `audits:write` scope.
   * @returns AuditRunRecord Queued
   * @throws ApiError
   */
  public static runAudit({
    requestBody,
  }: {
    requestBody: AdminAuditInput,
  }): CancelablePromise<AuditRunRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/audits',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The address is not a full http(s) address on the public internet`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`audits\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a site audit
   * One audit with its findings, its lead and who asked for it.
   *
   * **Access:** a member of the team whose role holds `audits` (session cookie or access token), or an API key with the `audits:read` scope.
   * @returns AuditRunRecord Read a site audit
   * @throws ApiError
   */
  public static getAudit({
    id,
  }: {
    id: string,
  }): CancelablePromise<AuditRunRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audits/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`audits\`; or the API key lacks the scope`,
        404: `No audit with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Compare two site audits
   * The earlier run as `before`, the later as `after`, the change of score and the check ids fixed, new and remaining. Both must be done.
   *
   * **Access:** a member of the team whose role holds `audits` (session cookie or access token), or an API key with the `audits:read` scope.
   * @returns AuditComparison Compare two site audits
   * @throws ApiError
   */
  public static compareAudits({
    id,
    otherId,
  }: {
    id: string,
    otherId: string,
  }): CancelablePromise<AuditComparison> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audits/{id}/compare/{otherId}',
      path: {
        'id': id,
        'otherId': otherId,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`audits\`; or the API key lacks the scope`,
        404: `No audit with one of these ids`,
        409: `One of the audits is not done`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Download a site audit as PDF
   * A finished audit's report in the agency's brand, the same PDF its visitor is mailed.
   *
   * **Access:** a member of the team whose role holds `audits` (session cookie or access token), or an API key with the `audits:read` scope.
   * @returns binary The report as a PDF (A4), as its visitor gets it
   * @throws ApiError
   */
  public static getAuditPdf({
    id,
  }: {
    id: string,
  }): CancelablePromise<Blob> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/audits/{id}/report.pdf',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`audits\`; or the API key lacks the scope`,
        404: `No audit with this id`,
        409: `The audit is not done yet`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Run a site audit again
   * Queues a new audit of the same address for the same lead, to compare with the first once done. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `audits` (session cookie or access token), or an API key with the `audits:write` scope.
   * @returns AuditRunRecord The new run, queued
   * @throws ApiError
   */
  public static rerunAudit({
    id,
  }: {
    id: string,
  }): CancelablePromise<AuditRunRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/audits/{id}/rerun',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`audits\`; or the API key lacks the scope`,
        404: `No audit with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
