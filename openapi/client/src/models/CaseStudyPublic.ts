/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CaseStudyPicture } from './CaseStudyPicture';
import type { CaseStudyQuote } from './CaseStudyQuote';
import type { CaseStudyResult } from './CaseStudyResult';
import type { CaseStudyTerm } from './CaseStudyTerm';
import type { SiteMedia } from './SiteMedia';
export type CaseStudyPublic = {
  approachHtml: string;
  canonicalUrl: string;
  /**
   * the challenge and what was done, as HTML, every text escaped and every link and image checked
   */
  challengeHtml: string;
  client: string;
  coverImage: string;
  coverImageAlt: string;
  coverMedia: SiteMedia | null;
  /**
   * for search engines: the SEO description, else the summary
   */
  description: string;
  /**
   * the summary, or the challenge's first words
   */
  excerpt: string;
  gallery: Array<CaseStudyPicture>;
  industry: CaseStudyTerm;
  noindex: boolean;
  publishedAt: string;
  quote: CaseStudyQuote | null;
  /**
   * the first result, the card's headline figure
   */
  result: CaseStudyResult | null;
  results: Array<CaseStudyResult>;
  seoTitle: string;
  services: Array<CaseStudyTerm>;
  slug: string;
  socialImage: string;
  socialImageAlt: string;
  title: string;
  updatedAt: string;
};

