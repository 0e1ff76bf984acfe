/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BranchAddress } from './BranchAddress';
import type { PageBlock } from './PageBlock';
export type PageRecord = {
  areaServed: Array<string>;
  blocks: Array<PageBlock>;
  /**
   * the page's first rich-text block's document (an empty document when it has none): see blocks
   */
  body: Record<string, any>;
  branchAddress: BranchAddress | null;
  canonicalUrl: string;
  createdAt: string;
  id: string;
  navPosition: number;
  noindex: boolean;
  publishedAt: string | null;
  seoDescription: string;
  seoTitle: string;
  showInFooter: boolean;
  showInNav: boolean;
  slug: string;
  socialImage: string;
  socialImageAlt: string;
  status: 'draft' | 'published';
  title: string;
  updatedAt: string;
  /**
   * send it back as If-Match when saving
   */
  version: number;
};

