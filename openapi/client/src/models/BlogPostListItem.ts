/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogPostListItem = {
  categoryName: string | null;
  id: string;
  publishedAt: string | null;
  scheduled: boolean;
  slug: string;
  status: 'draft' | 'published';
  title: string;
  updatedAt: string;
  version: number;
};

