/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChurnMonth } from './ChurnMonth';
import type { CurrencyAmount } from './CurrencyAmount';
export type SubscriptionMetrics = {
  active: number;
  cancelled: number;
  /**
   * the last 12 months, oldest first
   */
  churn: Array<ChurnMonth>;
  ended: number;
  /**
   * monthly recurring revenue of active and past-due retainers (a quarter's price / 3, a year's / 12), per currency
   */
  mrr: Array<CurrencyAmount>;
  pastDue: number;
  /**
   * payments received that stand (not refunded), per currency, all time: one-off orders and retainers
   */
  revenue: Array<CurrencyAmount>;
};

