/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CaseStudyImage = {
  /**
   * what it shows, for visitors who cannot see it; empty: the library's alt text
   */
  alt: string;
  src: string;
};

