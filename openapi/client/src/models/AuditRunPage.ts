/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditRunRecord } from './AuditRunRecord';
export type AuditRunPage = {
  items: Array<AuditRunRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

