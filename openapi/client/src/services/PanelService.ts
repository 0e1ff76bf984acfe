/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PanelCharts } from '../models/PanelCharts';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PanelService {
  /**
   * Read the panel's charts
   * Revenue per month (12 months), orders by payment and order status, messages and confirmed subscribers per week (12 weeks).
   *
   * **Access:** a member of the team whose role holds `panel` (session cookie or access token); API keys are refused.
   * @returns PanelCharts Read the panel's charts
   * @throws ApiError
   */
  public static getPanelCharts(): CancelablePromise<PanelCharts> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/panel-charts',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`panel\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
