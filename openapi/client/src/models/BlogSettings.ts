/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogSettings = {
  /**
   * the list's introduction and meta description
   */
  description?: string;
  /**
   * what the blog is called in the navigation, its page and its feed (Blog, Insights, Case studies…)
   */
  name: string;
};

