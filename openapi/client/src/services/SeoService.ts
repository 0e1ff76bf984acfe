/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FixedPageSeoRecord } from '../models/FixedPageSeoRecord';
import type { SeoFieldsDto } from '../models/SeoFieldsDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SeoService {
  /**
   * The SEO fields of the fixed public pages; empty fields show the defaults
   * The title, meta description, social image, noindex and canonical address of each fixed public page (/, /service/, /pricing/, /contact, /thanks), every page listed even if never edited; an empty field means the page shows its default.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns FixedPageSeoRecord The SEO fields of the fixed public pages; empty fields show the defaults
   * @throws ApiError
   */
  public static getPageSeo(): CancelablePromise<Array<FixedPageSeoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/page-seo',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set a fixed page’s title, description, social image, noindex and canonical
   * Replaces the search appearance of one fixed public page. Empty or absent fields fall back to the page’s defaults. Addresses must be safe (http(s) or a path of the site); nothing is saved when a field is refused. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FixedPageSeoRecord Set a fixed page’s title, description, social image, noindex and canonical
   * @throws ApiError
   */
  public static updatePageSeo({
    page,
    requestBody,
  }: {
    page: 'home' | 'service' | 'pricing' | 'contact' | 'thanks',
    requestBody: SeoFieldsDto,
  }): CancelablePromise<FixedPageSeoRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/page-seo/{page}',
      path: {
        'page': page,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is too long, or an address is not safe (the message names it); nothing is saved`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No fixed page of that name`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
