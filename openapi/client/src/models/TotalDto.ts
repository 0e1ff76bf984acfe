/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TotalDto = {
  formatted: string;
  /**
   * USD, two decimals
   */
  total: number;
};

