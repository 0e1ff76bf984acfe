/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PublishedPage = {
  canonicalUrl: string;
  /**
   * for search engines: the SEO description, else the body's first words
   */
  description: string;
  /**
   * the body as HTML, every text escaped and every link and image checked
   */
  html: string;
  noindex: boolean;
  publishedAt: string | null;
  seoTitle: string;
  slug: string;
  socialImage: string;
  socialImageAlt: string;
  title: string;
  updatedAt: string;
};

