/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FixedPageSeoRecord = {
  canonicalUrl: string;
  noindex: boolean;
  page: 'home' | 'service' | 'pricing' | 'contact' | 'thanks';
  /**
   * the page's address (/contact's settings also serve /contact-us)
   */
  path: string;
  seoDescription: string;
  seoTitle: string;
  socialImage: string;
  socialImageAlt: string;
  /**
   * when an Admin last saved them; null while every default shows
   */
  updatedAt: string | null;
};

