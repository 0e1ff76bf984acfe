/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlockKindView = {
  /**
   * only these fields of that section (the others are the site's)
   */
  headingFields?: Array<string>;
  /**
   * the section (GET /api/sections' key) whose fields make the block's heading record
   */
  headingSection?: string;
  /**
   * on the home page, the section whose visibility hides it
   */
  homeSection?: string;
  /**
   * the section whose fields make each of the block's items
   */
  itemsSection?: string;
  kind: 'richText' | 'banner' | 'services' | 'about' | 'counters' | 'video' | 'steps' | 'pricing' | 'features' | 'testimonials' | 'team' | 'faq' | 'contactForm' | 'caseStudies' | 'embeds' | 'callToAction';
  title: string;
};

