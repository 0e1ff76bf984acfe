/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogPostPreview = {
  /**
   * the body as the post's page will show it
   */
  html: string;
};

