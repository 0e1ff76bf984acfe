import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { minorUnits } from '../common/money.js';
import type { InvoiceDocument } from './invoice-document.js';

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An issued invoice or credit note: never changed (a database trigger refuses it); its document is what it says. */
@Entity('invoice')
@Unique('UQ_invoice_number', ['number'])
@Unique('UQ_invoice_payment_kind', ['paymentTxnId', 'kind'])
@Index('invoice_order', ['orderId'])
@Index('invoice_newest', ['createdAt', 'id'])
@Check('invoice_kind_check', `"kind" IN ('invoice', 'credit-note')`)
@Check('invoice_sums_check', '"net_minor" + "vat_minor" = "gross_minor"')
@Check('invoice_credit_note_check', `("kind" = 'credit-note') = ("refers_to" IS NOT NULL)`)
export class Invoice {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ type: 'varchar', length: 30 })
  number: string;

  @Column({ type: 'varchar', length: 12 })
  kind: InvoiceKind;

  /** the order it bills; no foreign key: an order may go, its invoices stay */
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** the PayPal payment it bills, or whose refund it credits */
  @Column({ name: 'payment_txn_id', type: 'varchar', length: 64 })
  paymentTxnId: string;

  /** a credit note's invoice */
  @Column({ name: 'refers_to', type: 'uuid', nullable: true })
  @ForeignKey(() => Invoice, { name: 'invoice_refers_to_fkey' })
  refersTo: string | null;

  /** YYYY-MM-DD */
  @Column({ name: 'issued_on', type: 'date' })
  issuedOn: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'net_minor', type: 'bigint', transformer: minorUnits })
  netMinor: number;

  /** basis points */
  @Column({ name: 'vat_rate', type: 'int' })
  vatRate: number;

  @Column({ name: 'vat_minor', type: 'bigint', transformer: minorUnits })
  vatMinor: number;

  @Column({ name: 'gross_minor', type: 'bigint', transformer: minorUnits })
  grossMinor: number;

  @Column({ name: 'tax_note', type: 'varchar', length: 200, nullable: true })
  taxNote: string | null;

  /** everything the document says, as issued */
  @Column({ type: 'jsonb' })
  document: InvoiceDocument;

  /** milliseconds, as the API sends: an invoice never changes, so a mirror compares this with `updatedSince` */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
