/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TaxSettingsInput } from '../models/TaxSettingsInput';
import type { TaxSettingsRecord } from '../models/TaxSettingsRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class TaxService {
  /**
   * Read the tax settings
   * The seller's country, whether prices are net or gross, and the VAT rate per customer country.
   *
   * **Access:** a member of the team whose role holds `tax` (session cookie or access token); API keys are refused.
   * @returns TaxSettingsRecord Read the tax settings
   * @throws ApiError
   */
  public static getTaxSettings(): CancelablePromise<TaxSettingsRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/tax-settings',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`tax\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change the tax settings
   * Applies to orders placed from now on: an order keeps the VAT it was placed with. The owner is responsible for the figures.
   *
   * **Access:** a member of the team whose role holds `tax` (session cookie or access token); API keys are refused.
   * @returns TaxSettingsRecord Change the tax settings
   * @throws ApiError
   */
  public static updateTaxSettings({
    requestBody,
    ifMatch,
  }: {
    requestBody: TaxSettingsInput,
    /**
     * The version read; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<TaxSettingsRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/tax-settings',
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is invalid, or a rate is not whole basis points from 0 to 10000 for a country code`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`tax\`; or an API key was sent: keys cannot call this operation`,
        409: `Someone saved them since the version in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
