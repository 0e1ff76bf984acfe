/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CountryCode } from './CountryCode';
export type NewOrderInput = {
  customerAddress: string;
  /**
   * A business's legal name, for its invoices (required with a VAT number)
   */
  customerCompany?: string;
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
   * A business's VAT number, checked for its country's format (DE123456789); with one, a business in another country of a VAT area is reverse-charged
   */
  customerVatNumber?: string;
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

