/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogByline } from './BlogByline';
import type { BlogTerm } from './BlogTerm';
import type { SiteMedia } from './SiteMedia';
export type BlogPostSummary = {
  author: BlogByline | null;
  category: BlogTerm | null;
  coverImage: string | null;
  coverImageAlt: string;
  /**
   * the cover's library entry when it is a library image, for `<picture>`
   */
  coverMedia: SiteMedia | null;
  excerpt: string;
  id: string;
  publishedAt: string;
  /**
   * minutes, at 200 words a minute, at least 1
   */
  readingMinutes: number;
  slug: string;
  tags: Array<BlogTerm>;
  title: string;
  updatedAt: string;
};

