/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SpamMessageRecord } from './SpamMessageRecord';
export type SpamMessagePage = {
  items: Array<SpamMessageRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

