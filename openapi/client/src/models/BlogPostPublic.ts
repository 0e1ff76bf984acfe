/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogByline } from './BlogByline';
import type { BlogPostSummary } from './BlogPostSummary';
import type { BlogSeo } from './BlogSeo';
import type { BlogTerm } from './BlogTerm';
import type { SiteMedia } from './SiteMedia';
export type BlogPostPublic = {
  author: BlogByline | null;
  /**
   * the author's photo's library entry, when it is one
   */
  authorMedia: SiteMedia | null;
  /**
   * the blog's name, for the post's breadcrumb
   */
  blogName: string;
  category: BlogTerm | null;
  coverImage: string | null;
  coverImageAlt: string;
  /**
   * the cover's library entry when it is a library image, for `<picture>`
   */
  coverMedia: SiteMedia | null;
  excerpt: string;
  /**
   * the body as HTML, rendered and escaped on the server
   */
  html: string;
  id: string;
  publishedAt: string;
  /**
   * minutes, at 200 words a minute, at least 1
   */
  readingMinutes: number;
  /**
   * newest published posts sharing its category or a tag
   */
  related: Array<BlogPostSummary>;
  seo: BlogSeo;
  slug: string;
  tags: Array<BlogTerm>;
  title: string;
  updatedAt: string;
};

