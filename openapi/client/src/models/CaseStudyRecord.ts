/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CaseStudyImage } from './CaseStudyImage';
import type { CaseStudyQuote } from './CaseStudyQuote';
import type { CaseStudyResult } from './CaseStudyResult';
export type CaseStudyRecord = {
  approach: Record<string, any>;
  canonicalUrl: string;
  challenge: Record<string, any>;
  client: string;
  coverImage: string;
  coverImageAlt: string;
  createdAt: string;
  excerpt: string;
  gallery: Array<CaseStudyImage>;
  id: string;
  industry: string;
  noindex: boolean;
  publishedAt: string | null;
  quote: CaseStudyQuote | null;
  results: Array<CaseStudyResult>;
  /**
   * published with a publish time to come
   */
  scheduled: boolean;
  seoDescription: string;
  seoTitle: string;
  services: Array<string>;
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

