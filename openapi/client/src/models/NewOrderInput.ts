/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CountryCode } from './CountryCode';
export type NewOrderInput = {
  customerAddress: string;
  /**
   * The ISO 3166-1 alpha-2 code of the country (US, DE); lower case is taken too
   */
  customerCountry: CountryCode;
  /**
   * Ignored: the signed-in account is the customer
   */
  customerEmail?: string;
  customerName: string;
  /**
   * Ignored: the server dates the order
   */
  orderDate?: string;
  /**
   * Ignored: a new order is Pending
   */
  orderStatus?: string;
  /**
   * The pricing package ordered (the {id} of /order-now/{id})
   */
  packageId: string;
  /**
   * Ignored: taken from the stored package
   */
  packageName?: string;
  /**
   * Ignored: taken from the stored package
   */
  packagePrice?: Record<string, any>;
  /**
   * Ignored: a new order is UnPaid
   */
  paymentStatus?: string;
};

