/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogCategoryRecord } from './BlogCategoryRecord';
import type { BlogPostSummary } from './BlogPostSummary';
import type { BlogTagRecord } from './BlogTagRecord';
export type BlogPostPage = {
  /**
   * the blog's own description (its settings), empty when none is set
   */
  blogDescription: string;
  /**
   * the blog's name (Blog, Insights…)
   */
  blogName: string;
  category?: BlogCategoryRecord | null;
  items: Array<BlogPostSummary>;
  page: number;
  pageSize: number;
  /**
   * pages in all (at least 1)
   */
  pages: number;
  tag?: BlogTagRecord | null;
  total: number;
};

