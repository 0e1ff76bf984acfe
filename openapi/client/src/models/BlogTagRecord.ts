/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogTagRecord = {
  id: string;
  name: string;
  /**
   * published posts visitors can see
   */
  posts: number;
  slug: string;
  version: number;
};

