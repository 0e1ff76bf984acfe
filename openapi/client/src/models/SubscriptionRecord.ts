/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SubscriptionPayment } from './SubscriptionPayment';
export type SubscriptionRecord = {
  _id: string;
  /**
   * each period's price as sold, in the currency's decimals (text, exact)
   */
  amount: string;
  billing: 'month' | 'quarter' | 'year';
  /**
   * where the customer cancels at PayPal: PayPal's own unsubscribe page
   */
  cancelUrl: string | null;
  cancelledAt: string | null;
  createdAt: string;
  currency: string;
  customerEmail: string;
  endedAt: string | null;
  /**
   * when PayPal takes the next payment; null once no more are due (cancelled, ended, term complete)
   */
  nextBillingAt: string | null;
  orderId: string;
  packageName: string;
  /**
   * the end of the last period paid for
   */
  paidThrough: string | null;
  payments?: Array<SubscriptionPayment>;
  paymentsMade: number;
  /**
   * PayPal's subscr_id once PayPal told it
   */
  paypalSubscrId: string | null;
  /**
   * the term in periods; null: until cancelled
   */
  periods: number | null;
  /**
   * the first period's price when it differed (a setup fee)
   */
  setupAmount: string | null;
  startedAt: string | null;
  status: 'pending' | 'active' | 'past_due' | 'cancelled' | 'ended';
  /**
   * when the retainer last changed (its status, a payment, its dates; the customer's new address): what a mirror syncs by, with `updatedSince`
   */
  updatedAt: string;
};

