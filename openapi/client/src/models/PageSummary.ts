/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PageSummary = {
  createdAt: string;
  id: string;
  navPosition: number;
  noindex: boolean;
  publishedAt: string | null;
  showInFooter: boolean;
  showInNav: boolean;
  slug: string;
  status: 'draft' | 'published';
  title: string;
  updatedAt: string;
  /**
   * send it back as If-Match when saving
   */
  version: number;
};

