/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type HomeSectionInput = {
  /**
   * hidden from visitors (for a section with its own visibility, the same flag as setSectionVisibility's)
   */
  hidden: boolean;
  kind: 'banner' | 'services' | 'about' | 'counters' | 'video' | 'steps' | 'pricing' | 'features' | 'testimonials' | 'team' | 'faq' | 'embeds' | 'contactForm';
};

