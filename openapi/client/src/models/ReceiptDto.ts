/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OrderRecord } from './OrderRecord';
import type { ReceiptSeller } from './ReceiptSeller';
export type ReceiptDto = {
  /**
   * What was paid, two decimals
   */
  amount: number;
  currency: string;
  /**
   * The order: its id is the order number; customer name, address and country as ordered
   */
  order: OrderRecord;
  /**
   * When PayPal's payment arrived; null when an Admin marked the order Paid by hand
   */
  paidAt: string | null;
  paymentMethod: string;
  seller: ReceiptSeller;
  /**
   * PayPal's transaction id of the payment that paid the order; null when an Admin marked it Paid by hand
   */
  transactionId: string | null;
};

