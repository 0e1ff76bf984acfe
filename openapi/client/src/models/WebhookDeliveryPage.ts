/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { WebhookDeliveryRecord } from './WebhookDeliveryRecord';
export type WebhookDeliveryPage = {
  items: Array<WebhookDeliveryRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

