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
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
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
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

