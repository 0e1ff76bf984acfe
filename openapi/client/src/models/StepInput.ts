/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type StepInput = {
  /**
   * Icon URL
   */
  stapIcon?: string;
  /**
   * Details
   */
  stepDetails: string;
  /**
   * Step number (01-04)
   */
  stepNumber: string;
  /**
   * Title
   */
  stepTitle: string;
};

