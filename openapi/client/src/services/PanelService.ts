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
   * The panel's charts: revenue per month (12 months), orders by payment and order status, messages and confirmed subscribers per week (12 weeks)
   * @returns PanelCharts
   * @throws ApiError
   */
  public static getPanelCharts(): CancelablePromise<PanelCharts> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/panel-charts',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
}
