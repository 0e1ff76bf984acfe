/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MediaRecord } from './MediaRecord';
export type MediaPage = {
  items: Array<MediaRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

