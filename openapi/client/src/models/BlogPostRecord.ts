/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogByline } from './BlogByline';
export type BlogPostRecord = {
  author: BlogByline | null;
  body: Record<string, any>;
  canonicalUrl: string | null;
  categoryId: string | null;
  coverImage: string | null;
  coverImageAlt: string;
  createdAt: string;
  excerpt: string;
  id: string;
  noindex: boolean;
  publishedAt: string | null;
  readingMinutes: number;
  /**
   * published with a publish time still to come
   */
  scheduled: boolean;
  seoDescription: string | null;
  seoTitle: string | null;
  slug: string;
  socialImage: string | null;
  socialImageAlt: string | null;
  status: 'draft' | 'published';
  tagIds: Array<string>;
  title: string;
  updatedAt: string;
  /**
   * send it back as If-Match when saving
   */
  version: number;
};

