/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SubscriberRecord } from './SubscriberRecord';
export type SubscriberPage = {
  items: Array<SubscriberRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

