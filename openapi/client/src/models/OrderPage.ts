/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OrderRecord } from './OrderRecord';
export type OrderPage = {
  items: Array<OrderRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

