/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { PageInput } from '../models/PageInput';
import type { PagePreview } from '../models/PagePreview';
import type { PagePreviewInput } from '../models/PagePreviewInput';
import type { PageRecord } from '../models/PageRecord';
import type { PageSummary } from '../models/PageSummary';
import type { PublishedPage } from '../models/PublishedPage';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PagesService {
  /**
   * Every page of the site, drafts included, placed ones first in their order
   * API keys: needs the `content:read` scope.
   * @returns PageSummary
   * @throws ApiError
   */
  public static getPages(): CancelablePromise<Array<PageSummary>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pages',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add a page as a draft
   * API keys: needs the `content:write` scope.
   * @returns PageRecord
   * @throws ApiError
   */
  public static addPage({
    requestBody,
  }: {
    requestBody: PageInput,
  }): CancelablePromise<PageRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pages',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field breaks its rule (the message names it), or the site has as many pages as it keeps`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The address is a fixed page, screen or file of the site, another page’s, or redirected (the message names it); or, with If-Match, someone saved the page since`,
      },
    });
  }
  /**
   * A published page of the site at /{slug}, its body as HTML
   * @returns PublishedPage
   * @throws ApiError
   */
  public static getPublishedPage({
    slug,
  }: {
    slug: string,
  }): CancelablePromise<PublishedPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pages/by-slug/{slug}',
      path: {
        'slug': slug,
      },
      errors: {
        404: `No published page has this address (drafts are not shown)`,
      },
    });
  }
  /**
   * The unsaved body as the page will show it (nothing is stored)
   * API keys: needs the `content:read` scope.
   * @returns PagePreview
   * @throws ApiError
   */
  public static previewPage({
    requestBody,
  }: {
    requestBody: PagePreviewInput,
  }): CancelablePromise<PagePreview> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pages/preview',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body is not rich text, or too deep or large`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Delete a page: its address answers the not-found page
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
   * @throws ApiError
   */
  public static deletePage({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pages/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No page with this id`,
      },
    });
  }
  /**
   * A page as its editor loads it
   * API keys: needs the `content:read` scope.
   * @returns PageRecord
   * @throws ApiError
   */
  public static getPage({
    id,
  }: {
    id: string,
  }): CancelablePromise<PageRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pages/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No page with this id`,
      },
    });
  }
  /**
   * Save a page; a new slug may redirect the old address in the same save
   * API keys: needs the `content:write` scope.
   * @returns PageRecord
   * @throws ApiError
   */
  public static updatePage({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: PageInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<PageRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/pages/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field breaks its rule (the message names it)`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No page with this id`,
        409: `The address is a fixed page, screen or file of the site, another page’s, or redirected (the message names it); or, with If-Match, someone saved the page since`,
      },
    });
  }
  /**
   * Show the page to visitors (and in the bar, footer and sitemap where it belongs)
   * API keys: needs the `content:write` scope.
   * @returns PageRecord
   * @throws ApiError
   */
  public static publishPage({
    id,
  }: {
    id: string,
  }): CancelablePromise<PageRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pages/{id}/publish',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No page with this id`,
      },
    });
  }
  /**
   * Make the page a draft again: visitors get the not-found page
   * API keys: needs the `content:write` scope.
   * @returns PageRecord
   * @throws ApiError
   */
  public static unpublishPage({
    id,
  }: {
    id: string,
  }): CancelablePromise<PageRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pages/{id}/unpublish',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No page with this id`,
      },
    });
  }
}
