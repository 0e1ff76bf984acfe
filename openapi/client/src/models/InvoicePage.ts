/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { InvoiceRecord } from './InvoiceRecord';
export type InvoicePage = {
  items: Array<InvoiceRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

