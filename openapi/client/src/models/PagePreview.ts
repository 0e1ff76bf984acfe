/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PagePreview = {
  /**
   * the body as the page will show it
   */
  html: string;
};

