/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CaseStudySummary = {
  client: string;
  id: string;
  industry: string;
  publishedAt: string | null;
  /**
   * published with a publish time to come
   */
  scheduled: boolean;
  slug: string;
  status: 'draft' | 'published';
  title: string;
  updatedAt: string;
  /**
   * send it back as If-Match when saving
   */
  version: number;
};

