import type { Readable } from 'node:stream';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import type { Change } from '../changes/changes.service.js';
import { streamCsv } from '../common/csv.js';
import { formatMinor } from '../common/money.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { BrandService } from '../content/brand.service.js';
import type { Order } from '../orders/order.entity.js';
import { priceWithTax } from '../tax/treatment.js';
import { TaxService } from '../tax/tax.service.js';
import { RosterService } from '../users/roster.service.js';
import type { InvoiceDocument, InvoiceParty } from './invoice-document.js';
import { Invoice } from './invoice.entity.js';
import { renderInvoiceHtml } from './invoice-html.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoiceRecord, type InvoiceQuery, type InvoiceRecord } from './invoices.dto.js';

/** The seller as its invoices name it, read before the paying transaction opens (the embedded engine has one session). */
export interface Seller {
  party: InvoiceParty & { email: string | null };
  locale: string;
}

/** A payment an invoice bills: PayPal's transaction, the gross taken, and a retainer's period. */
export interface BilledPayment {
  txnId: string;
  grossMinor: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const day = (moment: Date) => moment.toISOString().slice(0, 10);
/** Periods end at the start of the next one; an invoice names the last day paid for. */
const lastDay = (end: Date) => day(new Date(end.getTime() - 86_400_000));

@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly brand: BrandService,
    private readonly tax: TaxService,
    private readonly roster: RosterService,
  ) {}

  async seller(): Promise<Seller> {
    const [identity, business, contact, settings] = await Promise.all([
      this.brand.identity(),
      this.brand.business(),
      this.brand.contact(),
      this.tax.settings(),
    ]);
    return {
      party: {
        name: identity.legalName?.trim() || identity.siteName,
        address: business.legalAddress?.trim() || '',
        country: settings.sellerCountry ?? '',
        vatNumber: business.taxId?.trim() || null,
        email: contact.emailAddress?.trim() || null,
      },
      locale: identity.locale?.trim() || 'en-GB',
    };
  }

  /**
   * The invoice of a verified payment, in the paying change: numbered from its year's series
   * (2026-0001), the VAT the order was placed with taken out of the gross paid.
   */
  async issue(change: Change, seller: Seller, order: Order, payment: BilledPayment): Promise<Invoice> {
    const { netMinor, vatMinor } = priceWithTax(payment.grossMinor, { pricesInclude: 'gross', sellerRate: order.vatRate, rate: order.vatRate });
    const issuedOn = day(new Date());
    const number = await this.nextNumber(change, issuedOn.slice(0, 4));
    const description = `${order.packageName} SEO package${order.billing === 'once' ? '' : ` (retainer, billed every ${order.billing})`}`;
    const document: InvoiceDocument = {
      kind: 'invoice',
      number,
      issuedOn,
      refersTo: null,
      seller: seller.party,
      buyer: this.buyerOf(order),
      currency: order.currency,
      lines: [
        {
          description,
          periodStart: payment.periodStart ? day(payment.periodStart) : null,
          periodEnd: payment.periodEnd ? lastDay(payment.periodEnd) : null,
          netMinor,
        },
      ],
      netMinor,
      vatRate: order.vatRate,
      vatMinor,
      grossMinor: payment.grossMinor,
      taxNote: order.taxNote,
      payment: `Paid by PayPal on ${issuedOn}, transaction ${payment.txnId}`,
      locale: seller.locale,
    };
    return this.store(change, document, order._id, payment.txnId, null);
  }

  /**
   * A refund's credit note, referring to the invoice of the refunded payment: the amount refunded
   * (all of it unless PayPal says less) at the invoice's rate, negative. Null when the payment had
   * no invoice (paid before invoices existed, or a duplicate) or was credited already.
   */
  async creditNote(change: Change, seller: Seller, txnId: string, refundedMinor: number | null): Promise<Invoice | null> {
    const repository = change.manager.getRepository(Invoice);
    const invoice = await repository.findOneBy({ paymentTxnId: txnId, kind: 'invoice' });
    if (!invoice || (await repository.existsBy({ paymentTxnId: txnId, kind: 'credit-note' }))) return null;
    const gross = -Math.min(Math.abs(refundedMinor ?? invoice.grossMinor), invoice.grossMinor);
    const { netMinor, vatMinor } = priceWithTax(gross, { pricesInclude: 'gross', sellerRate: invoice.vatRate, rate: invoice.vatRate });
    const issuedOn = day(new Date());
    const number = await this.nextNumber(change, `CN-${issuedOn.slice(0, 4)}`);
    const [line] = invoice.document.lines;
    const document: InvoiceDocument = {
      ...invoice.document,
      kind: 'credit-note',
      number,
      issuedOn,
      refersTo: { number: invoice.number, issuedOn: invoice.issuedOn },
      seller: seller.party,
      lines: [{ ...line, description: `Refund: ${line.description}`, netMinor }],
      netMinor,
      vatMinor,
      grossMinor: gross,
      payment: `Refunded by PayPal on ${issuedOn} (payment ${txnId})`,
      locale: seller.locale,
    };
    return this.store(change, document, invoice.orderId, txnId, invoice.id);
  }

  async page(viewer: Viewer, query: InvoiceQuery): Promise<Page<InvoiceRecord>> {
    const all = await this.seesAll(viewer);
    const { page, pageSize, offset } = pageBounds(query, 20);
    const builder = this.dataSource.getRepository(Invoice).createQueryBuilder('i');
    if (!all) builder.innerJoin('customer_order', 'o', 'o.id = i.order_id').andWhere('o.customer_email = :me', { me: viewer.email });
    if (query.orderId) builder.andWhere('i.order_id = :order', { order: query.orderId });
    // An invoice never changes once issued: its last change is its issue, and invoice_newest serves both orders.
    if (query.updatedSince) builder.andWhere('i.created_at > :updatedSince', { updatedSince: new Date(query.updatedSince) });
    const direction = query.sort === 'updated' ? 'ASC' : 'DESC';
    const [items, total] = await builder.orderBy('i.created_at', direction).addOrderBy('i.id', direction).skip(offset).take(pageSize).getManyAndCount();
    return { items: items.map(invoiceRecord), total, page, pageSize };
  }

  /** Its customer's or an Admin's; anyone else gets the same 404 as for a missing one. */
  async getVisible(viewer: Viewer, id: string): Promise<Invoice> {
    const invoice = await this.dataSource.getRepository(Invoice).findOneBy({ id });
    if (invoice) {
      if (await this.seesAll(viewer)) return invoice;
      const [owner]: { customer_email: string }[] = await this.dataSource.query(`SELECT customer_email FROM customer_order WHERE id = $1`, [invoice.orderId]);
      if (owner?.customer_email === viewer.email) return invoice;
    }
    throw new NotFoundException(`Invoice ${id} was not found`);
  }

  async pdf(viewer: Viewer, id: string): Promise<{ invoice: Invoice; pdf: Buffer }> {
    const invoice = await this.getVisible(viewer, id);
    return { invoice, pdf: await renderInvoicePdf(invoice.document) };
  }

  async html(viewer: Viewer, id: string): Promise<string> {
    return renderInvoiceHtml((await this.getVisible(viewer, id)).document);
  }

  /** Every invoice and credit note for the accountant: one row each, by currency, then in the order issued. */
  async csv(viewer: Viewer): Promise<Readable> {
    if (!(await this.seesAll(viewer))) throw new ForbiddenException('The invoice export is for Admins');
    const columns = [
      'Number',
      'Kind',
      'Issued on',
      'Refers to',
      'Order',
      'Buyer',
      'Buyer country',
      'Buyer VAT number',
      'Currency',
      'Net',
      'VAT rate (%)',
      'VAT',
      'Gross',
      'Tax note',
    ];
    return streamCsv(
      this.dataSource,
      `SELECT i.number, i.kind, i.issued_on::text AS issued_on, r.number AS refers_to, i.order_id, i.document->'buyer'->>'name' AS buyer,
         i.document->'buyer'->>'country' AS country, i.document->'buyer'->>'vatNumber' AS vat_number, i.currency,
         i.net_minor, i.vat_rate, i.vat_minor, i.gross_minor, i.tax_note
       FROM invoice i LEFT JOIN invoice r ON r.id = i.refers_to ORDER BY i.currency, i.created_at, i.number`,
      [],
      columns,
      (row) => ({
        Number: row.number,
        Kind: row.kind === 'invoice' ? 'Invoice' : 'Credit note',
        'Issued on': row.issued_on,
        'Refers to': row.refers_to ?? '',
        Order: row.order_id,
        Buyer: row.buyer,
        'Buyer country': row.country,
        'Buyer VAT number': row.vat_number ?? '',
        Currency: row.currency,
        Net: formatMinor(Number(row.net_minor), String(row.currency)),
        'VAT rate (%)': String(Number(row.vat_rate) / 100),
        VAT: formatMinor(Number(row.vat_minor), String(row.currency)),
        Gross: formatMinor(Number(row.gross_minor), String(row.currency)),
        'Tax note': row.tax_note ?? '',
      }),
    );
  }

  private buyerOf(order: Order): InvoiceParty & { email: string | null } {
    return {
      name: order.customerCompany || order.customerName,
      address: order.customerCompany ? `${order.customerName}\n${order.customerAddress}` : order.customerAddress,
      country: order.customerCountry,
      vatNumber: order.customerVatNumber,
      // Article 226 asks for no e-mail address, and an invoice outlives the account it was for.
      email: null,
    };
  }

  /**
   * The next number of a series, in the caller's transaction: the series row stays locked until it
   * commits, so payments on every instance take turns, and a rollback hands the number back.
   */
  private async nextNumber(change: Change, series: string): Promise<string> {
    const [{ last }]: [{ last: number }] = await change.manager.query(
      `INSERT INTO invoice_series (series, last) VALUES ($1, 1) ON CONFLICT (series) DO UPDATE SET last = invoice_series.last + 1 RETURNING last`,
      [series],
    );
    return `${series}-${String(last).padStart(4, '0')}`;
  }

  private async store(change: Change, document: InvoiceDocument, orderId: string, txnId: string, refersTo: string | null): Promise<Invoice> {
    const repository = change.manager.getRepository(Invoice);
    const invoice = await repository.save(
      repository.create({
        number: document.number,
        kind: document.kind,
        orderId,
        paymentTxnId: txnId,
        refersTo,
        issuedOn: document.issuedOn,
        currency: document.currency,
        netMinor: document.netMinor,
        vatRate: document.vatRate,
        vatMinor: document.vatMinor,
        grossMinor: document.grossMinor,
        taxNote: document.taxNote,
        document,
      }),
    );
    await change.emit('invoice.issued', { invoice: invoiceRecord(invoice) });
    return invoice;
  }

  private async seesAll(viewer: Viewer): Promise<boolean> {
    return await this.roster.can(viewer, 'orders:read');
  }
}
