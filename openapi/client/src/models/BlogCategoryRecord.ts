/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogCategoryRecord = {
  description: string;
  id: string;
  name: string;
  /**
   * published posts visitors can see
   */
  posts: number;
  slug: string;
  /**
   * send it back as If-Match when saving
   */
  version: number;
};

