/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { RedirectImport } from '../models/RedirectImport';
import type { RedirectImportResult } from '../models/RedirectImportResult';
import type { RedirectInput } from '../models/RedirectInput';
import type { RedirectPage } from '../models/RedirectPage';
import type { RedirectRecord } from '../models/RedirectRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class RedirectsService {
  /**
   * List redirects
   * One page of redirects by old path, searched by path or target, with their hits.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns RedirectPage List redirects
   * @throws ApiError
   */
  public static getRedirects({
    page = 1,
    pageSize = 20,
    search,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * part of the old path or of the target, whatever the case
     */
    search?: string,
  }): CancelablePromise<RedirectPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/redirects',
      query: {
        'page': page,
        'pageSize': pageSize,
        'search': search,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a redirect
   * Sends visitors of an old path elsewhere (301, 302) or tells them it is gone (410). Paths of the site's own pages, the back office and the API are refused, as are loops and chains. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns RedirectRecord Add a redirect
   * @throws ApiError
   */
  public static addRedirect({
    requestBody,
  }: {
    requestBody: RedirectInput,
  }): CancelablePromise<RedirectRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/redirects',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Not a path of this site, a reserved address (a page of the site, the back office, the API, a file), a target that is not a path or an https address, or a private, loopback or link-local target`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The old path is already redirected, or the redirect would lead to itself, make a loop or a chain (the message names the other redirect)`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Import redirects from CSV
   * Adds the redirects of a CSV (source,target,code, at most 1 MB): all of them, or none, with each refused line named. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns RedirectImportResult Import redirects from CSV
   * @throws ApiError
   */
  public static importRedirects({
    requestBody,
  }: {
    requestBody: RedirectImport,
  }): CancelablePromise<RedirectImportResult> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/redirects/import',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Nothing was imported: the message lists the refused lines`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The CSV is larger than 1 MB`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a redirect
   * Deletes a redirect: its old path answers as any other path again. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a redirect
   * @throws ApiError
   */
  public static deleteRedirect({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/redirects/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No redirect with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change a redirect
   * Changes a redirect, with the same checks as a new one. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns RedirectRecord Change a redirect
   * @throws ApiError
   */
  public static updateRedirect({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: RedirectInput,
  }): CancelablePromise<RedirectRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/redirects/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Not a path of this site, a reserved address (a page of the site, the back office, the API, a file), a target that is not a path or an https address, or a private, loopback or link-local target`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No redirect with this id`,
        409: `The old path is already redirected, or the redirect would lead to itself, make a loop or a chain (the message names the other redirect)`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
