/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProjectRecord } from './ProjectRecord';
export type ProjectPage = {
  items: Array<ProjectRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

