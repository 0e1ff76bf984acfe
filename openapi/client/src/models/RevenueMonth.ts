/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RevenueMonth = {
  /**
   * Their package prices, USD, two decimals
   */
  amount: number;
  /**
   * YYYY-MM, a month of the site's time zone
   */
  month: string;
  /**
   * Orders paid in the month and Paid now
   */
  orders: number;
};

