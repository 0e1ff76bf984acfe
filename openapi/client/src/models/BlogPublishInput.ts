/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogPublishInput = {
  /**
   * when visitors first see it; now when left out
   */
  publishedAt?: string;
};

