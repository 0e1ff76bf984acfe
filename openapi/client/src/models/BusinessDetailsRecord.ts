/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BusinessDetailsRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Send new messages to (empty: every Admin)
   */
  leadsEmail?: string;
  /**
   * Postal address (on receipts)
   */
  legalAddress?: string;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  /**
   * Tax or VAT number (on receipts)
   */
  taxId?: string;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

