/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SiteMedia } from './SiteMedia';
export type CaseStudyPicture = {
  /**
   * what it shows, for visitors who cannot see it; empty: the library's alt text
   */
  alt: string;
  media: SiteMedia | null;
  src: string;
};

