/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type StepRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
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
  updatedAt: string;
};

