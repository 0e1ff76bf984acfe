/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BranchAddress } from './BranchAddress';
import type { PublishedBlock } from './PublishedBlock';
import type { SiteMedia } from './SiteMedia';
export type PublishedPage = {
  areaServed: Array<string>;
  /**
   * the shown blocks, in order
   */
  blocks: Array<PublishedBlock>;
  branchAddress: BranchAddress | null;
  canonicalUrl: string;
  /**
   * for search engines: the SEO description, else the body's first words
   */
  description: string;
  /**
   * the shown rich-text blocks' HTML, one after the other (for clients made before blocks), every text escaped and every link and image checked
   */
  html: string;
  /**
   * the library images the blocks' fields name (`/media/{id}`), keyed by id
   */
  media: Record<string, SiteMedia>;
  noindex: boolean;
  publishedAt: string | null;
  seoTitle: string;
  slug: string;
  socialImage: string;
  socialImageAlt: string;
  title: string;
  updatedAt: string;
};

