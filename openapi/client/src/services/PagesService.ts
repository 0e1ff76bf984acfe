/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlockKindView } from '../models/BlockKindView';
import type { DeletedDto } from '../models/DeletedDto';
import type { HomeLayout } from '../models/HomeLayout';
import type { HomeLayoutInput } from '../models/HomeLayoutInput';
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
   * The home page’s sections in their order, each shown or hidden
   * The home page is a list of the site’s sections: in the spec’s order until an Admin moves one. A section with a visibility of its own (`section`) is hidden by that flag (the same as setSectionVisibility’s); the offers are hidden here.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns HomeLayout The home page’s sections in their order, each shown or hidden
   * @throws ApiError
   */
  public static getHomeLayout(): CancelablePromise<HomeLayout> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/home-layout',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Reorder, hide and show the home page’s sections
   * Names every section of the home page once, in the order visitors will see them, each with whether it is hidden. A hidden section with a visibility of its own is hidden everywhere it shows, as setSectionVisibility does. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns HomeLayout Reorder, hide and show the home page’s sections
   * @throws ApiError
   */
  public static setHomeLayout({
    requestBody,
  }: {
    requestBody: HomeLayoutInput,
  }): CancelablePromise<HomeLayout> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/home-layout',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A kind is unknown, missing or named twice`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The kinds of block a page is made of, and the sections that make their content
   * Rich text, and each public section of the home page: a block of a section kind holds a heading record of `headingSection` (only `headingFields` when given) and items of `itemsSection`, checked with those sections’ rules (GET /api/sections describes them).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns BlockKindView The kinds of block a page is made of, and the sections that make their content
   * @throws ApiError
   */
  public static getBlockKinds(): CancelablePromise<Array<BlockKindView>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/home-layout/block-kinds',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Every page of the site, drafts included, placed ones first in their order
   * The back office’s list of pages: published ones and drafts, those placed in the navigation bar or the footer first, by position. Bodies are not included; load one page for its body.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns PageSummary Every page of the site, drafts included, placed ones first in their order
   * @throws ApiError
   */
  public static getPages(): CancelablePromise<Array<PageSummary>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pages',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a page as a draft
   * Creates a draft page (visitors see nothing until it is published). The slug must be free: not a fixed page, screen or file of the site, not another page’s and not the source of a redirect. Recorded in the audit log. The site keeps at most 500 pages.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PageRecord Add a page as a draft
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
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The address is a fixed page, screen or file of the site, shaped like an id (kept for the back office’s editors), another page’s, or redirected (the message names it); or, with If-Match, someone saved the page since`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A published page of the site at /{slug}, its body as HTML
   * What the public route /{slug} shows: the title, SEO fields and body (rich text rendered to HTML) of a published page. Anyone may call it; drafts answer 404 like an unknown address.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns PublishedPage A published page of the site at /{slug}, its body as HTML
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No published page has this address (drafts are not shown)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The unsaved body as the page will show it (nothing is stored)
   * Renders an unsaved rich-text body to the HTML the public page would show, so the editor can preview it. Nothing is stored and nothing changes; it only reads, hence the `content:read` scope.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns PagePreview The unsaved body as the page will show it (nothing is stored)
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
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a page: its address answers the not-found page
   * Deletes the page for good; its address then answers the not-found page (add a redirect if it had visitors). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a page: its address answers the not-found page
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No page with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A page as its editor loads it
   * One page with every field the editor needs (body as rich text, SEO fields, placement) and its version, to send back in If-Match when saving.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns PageRecord A page as its editor loads it
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No page with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Save a page; a new slug may redirect the old address in the same save
   * Replaces a page’s fields. With `redirectOldSlug`, a changed slug also adds a 301 redirect from the old address in the same save. Send the loaded version in If-Match so a save over someone else’s is refused (409). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PageRecord Save a page; a new slug may redirect the old address in the same save
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
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No page with this id`,
        409: `The address is a fixed page, screen or file of the site, shaped like an id (kept for the back office’s editors), another page’s, or redirected (the message names it); or, with If-Match, someone saved the page since`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Show a page to visitors (bar, footer and sitemap where it belongs)
   * Makes the page visible at /{slug}; if it is placed in the navigation bar or the footer it appears there, and it is listed in the sitemap. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PageRecord Show a page to visitors (bar, footer and sitemap where it belongs)
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No page with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Make the page a draft again: visitors get the not-found page
   * Turns the page back into a draft: its address answers the not-found page and it leaves the bar, the footer and the sitemap. Its content is kept. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PageRecord Make the page a draft again: visitors get the not-found page
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No page with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
