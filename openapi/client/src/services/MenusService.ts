/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MenuInput } from '../models/MenuInput';
import type { MenuRecord } from '../models/MenuRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MenusService {
  /**
   * The navigation bar and footer menus, each link with where it leads today
   * Every menu (header, footer, footerExtra), a never-saved one as its default. Each item has its typed link, the address it resolves to now and, when its page, post or category is deleted or not published, why visitors do not see it.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns MenuRecord The navigation bar and footer menus, each link with where it leads today
   * @throws ApiError
   */
  public static getMenus(): CancelablePromise<Array<MenuRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/menus',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Replace a menu’s items (one level of nesting) and its column title
   * Saves the menu whole, in the order given. Links are checked: a home anchor or fixed page from the lists, the id of an existing page, post or category, an address of this site starting with /, or an http(s) address. Nothing is saved when one is refused. Recorded in the audit log; sends content.changed (section menus).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns MenuRecord Replace a menu’s items (one level of nesting) and its column title
   * @throws ApiError
   */
  public static updateMenu({
    key,
    requestBody,
  }: {
    key: 'header' | 'footer' | 'footerExtra',
    requestBody: MenuInput,
  }): CancelablePromise<MenuRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/menus/{key}',
      path: {
        'key': key,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A label, link or the number of items is refused (the message names the item); nothing is saved`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No menu of that name`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
