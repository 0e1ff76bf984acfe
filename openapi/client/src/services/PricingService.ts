/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PricingInput } from '../models/PricingInput';
import type { PricingRecord } from '../models/PricingRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PricingService {
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
   * @returns PricingRecord
   * @throws ApiError
   */
  public static updatePricing({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: PricingInput,
  }): CancelablePromise<PricingRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/pricing/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No package with this id`,
        409: `Another package already has this name`,
      },
    });
  }
  /**
   * @returns PricingRecord
   * @throws ApiError
   */
  public static getPricings(): CancelablePromise<Array<PricingRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pricings',
    });
  }
}
