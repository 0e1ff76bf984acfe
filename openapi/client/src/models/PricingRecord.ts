/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PricingRecord = {
  _id: string;
  /**
   * When an Admin deleted it while it had orders (Admin reads; null when on offer). Read-only: sent back, it is ignored
   */
  readonly archivedAt?: string | null;
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
   * The version the package was read at, as If-Match: a save after a newer one is refused with 409 (Admin reads carry it)
   */
  version?: number;
};

