import { createHash, randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';
import { AcceptsForm } from '../common/same-origin.guard.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { SimulatorMessage } from './payment.entities.js';
import { PaymentsService } from './payments.service.js';
import { BrandService } from '../content/brand.service.js';
import { SIMULATOR_PATHS } from './paypal-endpoints.js';

type Form = Record<string, string | undefined>;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hash = (body: string) => createHash('sha256').update(body).digest('hex');
const CARRIED = ['business', 'item_name', 'item_number', 'amount', 'currency_code', 'notify_url', 'cancel_return', 'return', 'custom', 'invoice'] as const;

/**
 * PayPal's two endpoints, built in for development and tests (PAYPAL_MODE=simulator): a
 * checkout page with Pay and Cancel, and the notification verification post-back. No money moves.
 */
@ApiExcludeController()
@AcceptsForm()
@Controller('payments/simulator')
export class PaypalSimulatorController {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly brand: BrandService,
  ) {}

  @Public()
  @Post('checkout')
  async checkout(@Body() form: Form, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    const identity = await this.brand.identity();
    const icon = identity.favicon ? escape(identity.favicon) : '/favicon.svg';
    const hidden = CARRIED.map((name) => `<input type="hidden" name="${name}" value="${escape(form[name] ?? '')}">`).join('');
    const amount = escape(`${form.amount ?? '?'} ${form.currency_code ?? ''}`);
    void reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal simulator — ${escape(identity.siteName)}</title><link rel="icon" href="${icon}"><style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;display:grid;place-items:center;min-height:100vh;padding:16px}main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:clamp(16px,6vw,32px);max-width:420px;width:100%}
h1{font-size:clamp(1.5rem,7vw,2rem)}.notice{background:#fff4e5;border:1px solid #f0b25a;border-radius:8px;padding:12px;margin-bottom:20px;color:#663c00}dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:8px 16px}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;gap:12px;margin-top:24px}.actions form{flex:1;display:flex}button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}.pay{background:#0070ba;color:#fff}.cancel{background:#e9ecef;color:#212529}</style></head>
<body><main><h1>PayPal simulator</h1><p class="notice"><strong>No money moves.</strong> This is ${escape(identity.siteName)}'s built-in stand-in for PayPal, for development and tests.</p>
<dl><dt>Pay to</dt><dd>${escape(form.business ?? '')}</dd><dt>For</dt><dd>${escape(form.item_name ?? '')}</dd><dt>Amount</dt><dd id="amount">${amount}</dd></dl>
<div class="actions"><form method="post" action="${SIMULATOR_PATHS.pay}">${hidden}<button class="pay" type="submit">Pay</button></form>
<form method="post" action="${SIMULATOR_PATHS.cancel}">${hidden}<button class="cancel" type="submit">Cancel</button></form></div></main></body></html>`);
  }

  /** Sends a real notification to notify_url, as PayPal would, then returns the buyer to the shop. */
  @Public()
  @Post('pay')
  async pay(@Body() form: Form, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    const notifyUrl = this.ownUrl(form.notify_url);
    const message = new URLSearchParams({
      mc_gross: form.amount ?? '',
      payment_status: 'Completed',
      payment_type: 'instant',
      txn_type: 'web_accept',
      txn_id: `SIM${randomBytes(8).toString('hex').toUpperCase()}`,
      receiver_email: form.business ?? '',
      business: form.business ?? '',
      payer_email: 'buyer@simulator.invalid',
      payer_status: 'verified',
      item_name: form.item_name ?? '',
      item_number: form.item_number ?? '',
      mc_currency: form.currency_code ?? '',
      custom: form.custom ?? '',
      invoice: form.invoice ?? '',
      payment_date: new Date().toUTCString(),
      charset: 'UTF-8',
      notify_version: '3.9',
      test_ipn: '1',
    }).toString();
    await this.dataSource.getRepository(SimulatorMessage).insert({ bodyHash: hash(message) });
    if (notifyUrl) {
      await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: message,
        signal: AbortSignal.timeout(10_000),
      });
    }
    void reply
      .status(303)
      .header('location', this.ownUrl(form.return) ?? '/')
      .send();
  }

  @Public()
  @Post('cancel')
  cancel(@Body() form: Form, @Res() reply: FastifyReply): void {
    this.ensureSimulator();
    void reply
      .status(303)
      .header('location', this.ownUrl(form.cancel_return) ?? '/')
      .send();
  }

  /** Answers VERIFIED only for a message this simulator sent, byte for byte. */
  @Public()
  @Post('verify')
  @HttpCode(200)
  async verify(@Req() request: FastifyRequest & { rawBody?: Buffer }, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    const body = request.rawBody?.toString('utf8') ?? '';
    const prefix = 'cmd=_notify-validate&';
    const known = body.startsWith(prefix) && (await this.dataSource.getRepository(SimulatorMessage).existsBy({ bodyHash: hash(body.slice(prefix.length)) }));
    void reply.type('text/plain').send(known ? 'VERIFIED' : 'INVALID');
  }

  @Public()
  @Get('checkout')
  checkoutByLink(@Res() reply: FastifyReply): void {
    this.ensureSimulator();
    void reply.status(303).header('location', '/dashboard').send();
  }

  private ensureSimulator(): void {
    if (this.settings.paypalMode !== 'simulator') throw new NotFoundException();
  }

  /** The simulator only ever calls or redirects to this product's own addresses. */
  private ownUrl(candidate: string | undefined): string | null {
    if (!candidate) return null;
    try {
      const url = new URL(candidate);
      const own = [new URL(this.settings.publicUrl).origin, new URL(this.payments.selfUrl()).origin];
      return own.includes(url.origin) ? url.toString() : null;
    } catch {
      return null;
    }
  }
}
