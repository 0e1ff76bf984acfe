/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BusinessDetailsInput = {
  /**
   * Send new messages to (empty: every Admin)
   */
  leadsEmail?: string;
  /**
   * Postal address (on receipts)
   */
  legalAddress?: string;
  /**
   * Tax or VAT number (on receipts)
   */
  taxId?: string;
};

