/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CheckoutFields } from './CheckoutFields';
export type CheckoutDto = {
  /**
   * PayPal's checkout address (or the built-in simulator's)
   */
  action: string;
  fields: CheckoutFields;
  mode: 'live' | 'sandbox' | 'simulator';
};

