/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { PricingInput } from '../models/PricingInput';
import type { PricingRecord } from '../models/PricingRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PricingService {
  /**
   * Delete a pricing package
   * Deletes a package; one with orders is archived instead (off the pricing page, still on its orders).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a pricing package
   * @throws ApiError
   */
  public static deletePricing({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pricing/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No package on offer with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a pricing package
   * One package by id, archived ones too: their orders name them.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns PricingRecord Read a pricing package
   * @throws ApiError
   */
  public static getPricing({
    id,
  }: {
    id: string,
  }): CancelablePromise<PricingRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pricing/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No package with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change a pricing package
   * Replaces a package's fields. Orders and retainers placed before keep their price, currency and billing. Send the version read in If-Match: a save since then, or a name another package has, answers 409.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PricingRecord Change a pricing package
   * @throws ApiError
   */
  public static updatePricing({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: PricingInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<PricingRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/pricing/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No package with this id`,
        409: `Another package already has this name, or someone saved it since the version in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Offer an archived package again
   * Puts an archived package back on the pricing page.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PricingRecord Offer an archived package again
   * @throws ApiError
   */
  public static unarchivePricing({
    id,
  }: {
    id: string,
  }): CancelablePromise<PricingRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pricing/{id}/unarchive',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No archived package with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List pricing packages
   * The packages on offer, in order. An Admin also gets the archived ones, marked `archivedAt`.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns PricingRecord The packages on offer; an Admin also gets the archived ones, marked archivedAt
   * @throws ApiError
   */
  public static getPricings(): CancelablePromise<Array<PricingRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pricings',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a pricing package
   * A new offer: one-off or a retainer billed every month, quarter or year, in any currency PayPal accepts. It goes after the others unless `position` says otherwise.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns PricingRecord Add a pricing package
   * @throws ApiError
   */
  public static createPricing({
    requestBody,
  }: {
    requestBody: PricingInput,
  }): CancelablePromise<PricingRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pricings',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid, or the price has more decimals than its currency takes`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `Another package already has this name`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
