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
   * Delete a package; one with orders is archived instead (off /pricing/, still on its orders)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No package on offer with this id`,
      },
    });
  }
  /**
   * @returns PricingRecord
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
        404: `No package with this id`,
      },
    });
  }
  /**
   * API keys: needs the `content:write` scope.
   * @returns PricingRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No package with this id`,
        409: `Another package already has this name, or someone saved it since the version in If-Match`,
      },
    });
  }
  /**
   * Offer an archived package again
   * API keys: needs the `content:write` scope.
   * @returns PricingRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No archived package with this id`,
      },
    });
  }
  /**
   * @returns PricingRecord The packages on offer; an Admin also gets the archived ones, marked archivedAt
   * @throws ApiError
   */
  public static getPricings(): CancelablePromise<Array<PricingRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pricings',
    });
  }
}
