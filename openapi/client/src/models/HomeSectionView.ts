/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type HomeSectionView = {
  /**
   * hidden from visitors (for a section with its own visibility, the same flag as setSectionVisibility's)
   */
  hidden: boolean;
  kind: 'banner' | 'services' | 'about' | 'counters' | 'video' | 'steps' | 'pricing' | 'features' | 'testimonials' | 'team' | 'faq' | 'embeds' | 'contactForm';
  /**
   * the section whose visibility hides this one (GET /api/sections' key), if it has one
   */
  section?: string;
  title: string;
};

