/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SubscriptionPayment = {
  /**
   * as PayPal sent it, in the subscription's currency
   */
  amount: string;
  createdAt: string;
  periodEnd: string | null;
  periodStart: string | null;
  /**
   * when PayPal reported it refunded or reversed
   */
  refundedAt: string | null;
  /**
   * PayPal's transaction id
   */
  txnId: string;
};

