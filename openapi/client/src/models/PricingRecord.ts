/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PricingRecord = {
  _id: string;
  /**
   * When an Admin deleted it while it had orders (Admin reads only; null or absent when on offer)
   */
  archivedAt?: string | null;
  createdAt: string;
  packageButtonText: string;
  packageName: 'Basic' | 'Standard' | 'Premium';
  packagePointEight: string;
  packagePointFive: string;
  packagePointFour: string;
  packagePointNine: string;
  packagePointOne: string;
  packagePointSeven: string;
  packagePointSix: string;
  packagePointTen: string;
  packagePointThree: string;
  packagePointTwo: string;
  /**
   * Price in USD, at most two decimals
   */
  packagePrice: number;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

