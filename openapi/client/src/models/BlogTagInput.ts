/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogTagInput = {
  name: string;
  /**
   * the address /blog/tag/{slug}/; made from the name when left out
   */
  slug?: string;
};

