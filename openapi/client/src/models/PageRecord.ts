/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PageRecord = {
  body: Record<string, any>;
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

