/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CheckoutFields = {
  amount: string;
  /**
   * The stored payment e-mail
   */
  business: string;
  cancel_return: string;
  cmd: string;
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
  no_shipping: string;
  notify_url: string;
  return: string;
};

