/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type InvoiceRecord = {
  _id: string;
  createdAt: string;
  currency: string;
  gross: string;
  htmlUrl: string;
  issuedOn: string;
  kind: 'invoice' | 'credit-note';
  /**
   * amounts in the currency's decimals, as text (exact); a credit note's are negative
   */
  net: string;
  number: string;
  orderId: string;
  pdfUrl: string;
  /**
   * a credit note's invoice number
   */
  refersTo: string | null;
  taxNote: string | null;
  /**
   * an invoice never changes once issued (a correction is a credit note of its own): its `createdAt`, for a mirror's `updatedSince`
   */
  updatedAt: string;
  vat: string;
  /**
   * basis points: 2000 = 20 %
   */
  vatRate: number;
};

