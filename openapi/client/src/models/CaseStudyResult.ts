/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CaseStudyResult = {
  /**
   * the figure as shown, for example "+240 %"
   */
  figure: string;
  /**
   * what it measures, for example "organic traffic in 9 months"
   */
  label: string;
};

