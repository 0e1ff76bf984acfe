import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import { formatMinor } from '../common/money.js';
import { SyncPageQuery } from '../common/pagination/sync.dto.js';
import { INVOICE_KINDS, type Invoice, type InvoiceKind } from './invoice.entity.js';

export class InvoiceQuery extends SyncPageQuery {
  /** Only the invoices and credit notes of this order */
  @IsOptional()
  @IsUUID('all')
  orderId?: string;
}

/** An issued invoice or credit note; its document is at `pdfUrl` and `htmlUrl`. */
export class InvoiceRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: '2026-0001' }) number: string;
  @ApiProperty({ enum: INVOICE_KINDS }) kind: InvoiceKind;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  /** a credit note's invoice number */
  @ApiProperty({ type: String, nullable: true }) refersTo: string | null;
  @ApiProperty({ format: 'date', example: '2026-11-29' }) issuedOn: string;
  @ApiProperty({ example: 'EUR' }) currency: string;
  /** amounts in the currency's decimals, as text (exact); a credit note's are negative */
  @ApiProperty({ example: '1200.00' }) net: string;
  /** basis points: 2000 = 20 % */
  @ApiProperty({ example: 2000 }) vatRate: number;
  @ApiProperty({ example: '240.00' }) vat: string;
  @ApiProperty({ example: '1440.00' }) gross: string;
  @ApiProperty({ type: String, nullable: true, example: 'Reverse charge' }) taxNote: string | null;
  pdfUrl: string;
  htmlUrl: string;
  createdAt: Date;
  /** an invoice never changes once issued (a correction is a credit note of its own): its `createdAt`, for a mirror's `updatedSince` */
  updatedAt: Date;
}

export function invoiceRecord(invoice: Invoice): ApiShape<InvoiceRecord> {
  return apiShape({
    _id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    orderId: invoice.orderId,
    refersTo: invoice.document.refersTo?.number ?? null,
    issuedOn: invoice.issuedOn,
    currency: invoice.currency,
    net: formatMinor(invoice.netMinor, invoice.currency),
    vatRate: invoice.vatRate,
    vat: formatMinor(invoice.vatMinor, invoice.currency),
    gross: formatMinor(invoice.grossMinor, invoice.currency),
    taxNote: invoice.taxNote,
    pdfUrl: `/api/invoice/${invoice.id}/pdf`,
    htmlUrl: `/api/invoice/${invoice.id}/html`,
    createdAt: invoice.createdAt,
    updatedAt: invoice.createdAt,
  });
}
