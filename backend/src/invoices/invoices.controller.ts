import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { InvoiceQuery, InvoiceRecord, invoiceRecord } from './invoices.dto.js';
import { InvoicesService } from './invoices.service.js';
import { ApiArea } from '../common/api-docs.js';

/** The invoice page carries its own inline style and nothing else: no script, no outside resource. */
const DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

@ApiArea('invoices', 'Invoices and credit notes issued with each verified payment and refund: as PDF, as a page, and as CSV for the accountant.')
@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Scopes('orders:read')
  @Get('invoices')
  @ApiOkResponse({ type: PageOf(InvoiceRecord) })
  @ApiOperation({
    operationId: 'getInvoices',
    summary: 'List invoices and credit notes',
    description: "Newest first: a customer gets those of their own orders, an Admin or an API key everyone's; `orderId` narrows to one order.",
  })
  getInvoices(@CurrentUser() viewer: Viewer, @Query() query: InvoiceQuery) {
    return this.invoices.page(viewer, query);
  }

  @Scopes('orders:read')
  @Allow('orders:read')
  @Get('invoices.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Number, Kind, Issued on, Refers to, Order, Buyer, Buyer country, Buyer VAT number, Currency, Net, VAT rate (%), VAT, Gross, Tax note',
    schema: { type: 'string' },
  })
  @ApiOperation({
    operationId: 'getInvoicesCsv',
    summary: 'Export invoices as CSV',
    description: 'Every invoice and credit note, one row each, grouped by currency and in the order issued, for the accountant.',
  })
  async getInvoicesCsv(@CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.invoices.csv(viewer);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="invoices.csv"').send(csv);
  }

  @Scopes('orders:read')
  @Get('invoice/:id')
  @ApiOkResponse({ type: InvoiceRecord })
  @ApiNotFoundResponse({ description: "No invoice with this id, or another customer's" })
  @ApiOperation({ operationId: 'getInvoice', summary: 'Read an invoice', description: 'One invoice or credit note; its customer or an Admin.' })
  async getInvoice(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return invoiceRecord(await this.invoices.getVisible(viewer, id));
  }

  @Scopes('orders:read')
  @Get('invoice/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice or credit note as a PDF (A4)', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: "No invoice with this id, or another customer's" })
  @ApiOperation({
    operationId: 'getInvoicePdf',
    summary: 'Download an invoice as PDF',
    description: 'The document as issued, as a PDF; its customer or an Admin.',
  })
  async getInvoicePdf(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Res() reply: FastifyReply): Promise<void> {
    const { invoice, pdf } = await this.invoices.pdf(viewer, id);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.kind}-${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  @Scopes('orders:read')
  @Get('invoice/:id/html')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The invoice or credit note as a standalone page', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: "No invoice with this id, or another customer's" })
  @ApiOperation({
    operationId: 'getInvoiceHtml',
    summary: 'Read an invoice as a page',
    description: 'The document as issued, as a printable page; its customer or an Admin.',
  })
  async getInvoiceHtml(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Res() reply: FastifyReply): Promise<void> {
    const html = await this.invoices.html(viewer, id);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DOCUMENT_POLICY)
      .header('cache-control', 'private, no-store')
      .send(html);
  }
}
