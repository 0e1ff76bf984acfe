/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RedirectRecord } from './RedirectRecord';
export type RedirectPage = {
  items: Array<RedirectRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

