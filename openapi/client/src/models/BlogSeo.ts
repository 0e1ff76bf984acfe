/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogSeo = {
  canonicalUrl: string | null;
  noindex: boolean;
  seoDescription: string | null;
  seoTitle: string | null;
  socialImage: string | null;
  socialImageAlt: string | null;
};

