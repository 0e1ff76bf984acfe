/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type OrderRecord = {
  _id: string;
  /**
   * once, or the period a retainer is billed in
   */
  billing: 'once' | 'month' | 'quarter' | 'year';
  createdAt: string;
  /**
   * ISO 4217, the currency the package was priced in when ordered
   */
  currency: string;
  customerAddress: string;
  /**
   * A business's legal name; null for a consumer
   */
  customerCompany: string | null;
  /**
   * An ISO 3166-1 alpha-2 code; orders placed before the country was chosen from a list hold the text typed then
   */
  customerCountry: string;
  customerEmail: string;
  customerName: string;
  customerVatNumber: string | null;
  /**
   * In lists and single reads: the customer's account confirmed customerEmail through a mailed link
   */
  customerVerified?: boolean;
  /**
   * MM/DD/YYYY
   */
  orderDate: string;
  orderStatus: 'Pending' | 'Delivered';
  packageId: string;
  packageName: string;
  /**
   * In the order's currency, its decimals (USD unless the package was priced in another)
   */
  packagePrice: number;
  paymentStatus: 'UnPaid' | 'Paid' | 'Cancelled';
  /**
   * What the invoices say about VAT: Reverse charge, Outside the scope of VAT…; null when it is charged
   */
  taxNote: string | null;
  /**
   * when anything of the order last changed (its statuses, a payment): what a mirror syncs by, with `updatedSince`
   */
  updatedAt: string;
  /**
   * The VAT in packagePrice, in basis points (2000 = 20 %); 0 when none is charged
   */
  vatRate: number;
  /**
   * What the EU's VIES said of customerVatNumber when asked (a deployment asks after the order); null: not asked (yet)
   */
  viesStatus: 'valid' | 'invalid' | 'unavailable' | null;
};

