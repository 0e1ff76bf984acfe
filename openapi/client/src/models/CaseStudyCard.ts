/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CaseStudyResult } from './CaseStudyResult';
import type { CaseStudyTerm } from './CaseStudyTerm';
import type { SiteMedia } from './SiteMedia';
export type CaseStudyCard = {
  client: string;
  coverImage: string;
  coverImageAlt: string;
  coverMedia: SiteMedia | null;
  /**
   * the summary, or the challenge's first words
   */
  excerpt: string;
  industry: CaseStudyTerm;
  publishedAt: string;
  /**
   * the first result, the card's headline figure
   */
  result: CaseStudyResult | null;
  services: Array<CaseStudyTerm>;
  slug: string;
  title: string;
};

