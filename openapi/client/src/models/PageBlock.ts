/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PageBlock = {
  /**
   * Rich text: `{ body }` (a rich-text document). A section kind: `{ heading, items }`, the heading a
   * record of the section's heading fields and the items records of its list, each as GET /api/sections
   * describes them (pricing and the contact form: their heading texts only; they show the site's offers and details)
   */
  data: Record<string, any>;
  /**
   * kept on the page but not shown to visitors
   */
  hidden?: boolean;
  /**
   * the block's own name within the page (the editor makes one: letters, digits, _ and -)
   */
  id: string;
  kind: 'richText' | 'banner' | 'services' | 'about' | 'counters' | 'video' | 'steps' | 'pricing' | 'features' | 'testimonials' | 'team' | 'faq' | 'contactForm' | 'caseStudies' | 'embeds' | 'callToAction';
};

