/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogCategoryInput = {
  /**
   * shown on the category's page and as its meta description
   */
  description?: string;
  name: string;
  /**
   * the address /blog/category/{slug}/; made from the name when left out
   */
  slug?: string;
};

