/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PricingRecord = {
  _id: string;
  createdAt: string;
  packageButtonText: string;
  packageName: 'Basic' | 'Standard' | 'Premium';
  /**
   * Price in USD, at most two decimals
   */
  packagePrice: number;
  updatedAt: string;
};

