/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CaseStudyQuote = {
  author: string;
  /**
   * the author's role, for example "Head of e-commerce"; may be empty
   */
  role: string;
  text: string;
};

