/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SubscriptionRecord } from './SubscriptionRecord';
export type SubscriptionPage = {
  items: Array<SubscriptionRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

