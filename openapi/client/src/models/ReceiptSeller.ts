/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReceiptSeller = {
  /**
   * The postal address (Business details), one line per line; null until set
   */
  address: string | null;
  /**
   * The legal name (Brand & site), or the site's name until one is set
   */
  name: string;
  /**
   * The tax or VAT number (Business details); null until set
   */
  taxId: string | null;
};

