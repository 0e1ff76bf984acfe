/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PublishedBlock = {
  /**
   * the section whose site record the block's heading record amends field by field, the others
   * replacing the site's (pricing, contact form, case-study grid, embeds: their heading texts over
   * the site's texts)
   */
  amends?: string;
  /**
   * rich text: the document as HTML, every text escaped and every link and image checked
   */
  html?: string;
  id: string;
  kind: 'richText' | 'banner' | 'services' | 'about' | 'counters' | 'video' | 'steps' | 'pricing' | 'features' | 'testimonials' | 'team' | 'faq' | 'contactForm' | 'caseStudies' | 'embeds' | 'callToAction';
  /**
   * A section kind: its records in the site data's shape (section key → records, each with an `_id`),
   * which the public section component reads in place of the site's
   */
  sections?: Record<string, Array<Record<string, any>>>;
};

