/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CaseStudyCard } from './CaseStudyCard';
import type { CaseStudyTerm } from './CaseStudyTerm';
export type CaseStudyList = {
  industries: Array<CaseStudyTerm>;
  industry: CaseStudyTerm | null;
  items: Array<CaseStudyCard>;
  service: CaseStudyTerm | null;
  services: Array<CaseStudyTerm>;
};

