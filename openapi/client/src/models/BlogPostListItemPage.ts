/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogPostListItem } from './BlogPostListItem';
export type BlogPostListItemPage = {
  items: Array<BlogPostListItem>;
  page: number;
  pageSize: number;
  /**
   * all matching items
   */
  total: number;
};

