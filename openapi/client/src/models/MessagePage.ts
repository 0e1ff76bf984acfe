/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MessageRecord } from './MessageRecord';
export type MessagePage = {
  items: Array<MessageRecord>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

