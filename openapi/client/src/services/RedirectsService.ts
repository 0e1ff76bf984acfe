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
   * Redirects by old path, searched by path or target, with their hits
   * API keys: needs the `content:read` scope.
   * @returns RedirectPage
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Send visitors of an old path elsewhere (301, 302) or tell them it is gone (410)
   * API keys: needs the `content:write` scope.
   * @returns RedirectRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The old path is already redirected, or the redirect would lead to itself, make a loop or a chain (the message names the other redirect)`,
      },
    });
  }
  /**
   * Add the redirects of a CSV (source,target,code): all of them, or none with each refused line named
   * API keys: needs the `content:write` scope.
   * @returns RedirectImportResult
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        413: `The CSV is larger than 1 MB`,
      },
    });
  }
  /**
   * Delete a redirect: its old path answers as any other path again
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No redirect with this id`,
      },
    });
  }
  /**
   * Change a redirect; the same checks as a new one
   * API keys: needs the `content:write` scope.
   * @returns RedirectRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No redirect with this id`,
        409: `The old path is already redirected, or the redirect would lead to itself, make a loop or a chain (the message names the other redirect)`,
      },
    });
  }
}
