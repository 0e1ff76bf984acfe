/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BusinessDetailsUpdate = {
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Send new messages to (empty: every Admin)
   */
  leadsEmail?: string;
  /**
   * Postal address (on receipts)
   */
  legalAddress?: string;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * Tax or VAT number (on receipts)
   */
  taxId?: string;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

