/**
 * What an invoice or credit note says, as the data layer hands it to the renderers: every item
 * Article 226 of the EU VAT Directive (2006/112/EC) asks of an invoice, in plain values.
 */
export interface InvoiceParty {
  name: string;
  /** may contain line breaks */
  address: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  vatNumber: string | null;
}

export interface InvoiceLine {
  description: string;
  /** YYYY-MM-DD, a retainer's billed period */
  periodStart: string | null;
  periodEnd: string | null;
  netMinor: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** e.g. '2026-0001', 'CN-2026-0001' */
  number: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** a credit note's invoice */
  refersTo: { number: string; issuedOn: string } | null;
  seller: InvoiceParty & { email: string | null };
  buyer: InvoiceParty & { email: string | null };
  /** a key of CURRENCY_EXPONENTS in common/money.ts */
  currency: string;
  lines: InvoiceLine[];
  /** a credit note's amounts are negative */
  netMinor: number;
  /** basis points, 2000 = 20 % */
  vatRate: number;
  vatMinor: number;
  grossMinor: number;
  /** 'Reverse charge' or e.g. 'Outside the scope of VAT…' */
  taxNote: string | null;
  /** e.g. 'Paid by PayPal on 2026-11-29, transaction 9XK…' */
  payment: string | null;
  /** BCP 47, for dates and amounts, e.g. 'en-GB' */
  locale: string;
}
