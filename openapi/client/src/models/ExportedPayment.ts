/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExportedPayment = {
  /**
   * as PayPal reported it, in the currency's decimals
   */
  amount: string;
  createdAt: string;
  currency: string;
  duplicate: boolean;
  orderId: string;
  payerEmail: string | null;
  refundedAt: string | null;
  /**
   * PayPal's transaction id
   */
  txnId: string;
};

