/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CheckoutFields = {
  /**
   * Subscribe: the first period's price, when it differs
   */
  a1?: string;
  /**
   * Subscribe: each period's price
   */
  a3?: string;
  /**
   * A one-off payment
   */
  amount?: string;
  /**
   * The stored payment e-mail
   */
  business: string;
  cancel_return: string;
  cmd: '_xclick' | '_xclick-subscriptions';
  currency_code: string;
  /**
   * The order id
   */
  custom: string;
  /**
   * The order id
   */
  invoice: string;
  item_name: string;
  item_number: string;
  /**
   * Subscribe: no note to the seller
   */
  no_note?: string;
  no_shipping: string;
  notify_url: string;
  p1?: string;
  /**
   * Subscribe: the period length
   */
  p3?: string;
  return: string;
  /**
   * Subscribe: PayPal retries a failed payment
   */
  sra?: string;
  /**
   * Subscribe: payments recur
   */
  src?: string;
  /**
   * Subscribe: how many regular payments (absent: until cancelled)
   */
  srt?: string;
  t1?: 'M' | 'Y';
  /**
   * Subscribe: the period unit
   */
  t3?: 'M' | 'Y';
};

