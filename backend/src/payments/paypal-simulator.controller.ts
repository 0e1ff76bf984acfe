import { createHash, randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';
import { AcceptsForm } from '../common/same-origin.guard.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { SimulatorMessage, SimulatorSubscription } from './payment.entities.js';
import { encodeWindows1252 } from './ipn-encoding.js';
import { PaymentsService } from './payments.service.js';
import { BrandService } from '../content/brand.service.js';
import { SIMULATOR_PATHS } from './paypal-endpoints.js';

type Form = Record<string, string | undefined>;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hash = (body: string) => createHash('sha256').update(body).digest('hex');
/** PayPal's payment_date: "10:15:32 Nov 29, 2026 PST" style; UTC here. */
const paypalDate = (at = new Date()) =>
  `${at.toISOString().slice(11, 19)} ${at.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${at.getUTCDate()}, ${at.getUTCFullYear()} UTC`;
const CARRIED = [
  'cmd',
  'business',
  'item_name',
  'item_number',
  'amount',
  'currency_code',
  'notify_url',
  'cancel_return',
  'return',
  'custom',
  'invoice',
  // A Subscribe button's terms
  'a1',
  'p1',
  't1',
  'a3',
  'p3',
  't3',
  'src',
  'sra',
  'srt',
] as const;

/** A subscription's terms as its messages state them: "1500.00", "1 M". */
const termsOf = (form: Form) => ({
  ...(form.a1 ? { mc_amount1: form.a1, amount1: form.a1, period1: `${form.p1 ?? ''} ${form.t1 ?? ''}` } : {}),
  mc_amount3: form.a3 ?? '',
  amount3: form.a3 ?? '',
  period3: `${form.p3 ?? ''} ${form.t3 ?? ''}`,
  ...(form.src === '1' ? { recurring: '1' } : {}),
  ...(form.srt ? { recur_times: form.srt } : {}),
  ...(form.sra === '1' ? { reattempt: '1' } : {}),
});

const page = (
  title: string,
  icon: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="${icon}"><style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;display:grid;place-items:center;min-height:100vh;padding:16px}main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:clamp(16px,6vw,32px);max-width:420px;width:100%}
h1{font-size:clamp(1.5rem,7vw,2rem)}.notice{background:#fff4e5;border:1px solid #f0b25a;border-radius:8px;padding:12px;margin-bottom:20px;color:#663c00}dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:8px 16px}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}.actions form{flex:1 1 40%;display:flex}button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}.pay{background:#0070ba;color:#fff}.cancel{background:#e9ecef;color:#212529}</style></head>
<body><main>${body}</main></body></html>`;

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
    const subscribing = form.cmd === '_xclick-subscriptions';
    const currency = escape(form.currency_code ?? '');
    const amount = subscribing
      ? escape(
          `${form.a3 ?? '?'} ${form.currency_code ?? ''} every ${form.p3 ?? ''} ${form.t3 === 'Y' ? 'year(s)' : 'month(s)'}${form.srt ? `, ${form.srt} times` : ', until cancelled'}`,
        )
      : escape(`${form.amount ?? '?'} ${form.currency_code ?? ''}`);
    const first = subscribing && form.a1 ? `<dt>First period</dt><dd id="first-amount">${escape(form.a1)} ${currency}</dd>` : '';
    void reply.type('text/html; charset=utf-8').send(
      page(
        `PayPal simulator — ${escape(identity.siteName)}`,
        icon,
        `<h1>PayPal simulator</h1><p class="notice"><strong>No money moves.</strong> This is ${escape(identity.siteName)}'s built-in stand-in for PayPal, for development and tests.</p>
<dl><dt>Pay to</dt><dd>${escape(form.business ?? '')}</dd><dt>For</dt><dd>${escape(form.item_name ?? '')}</dd><dt>Amount</dt><dd id="amount">${amount}</dd>${first}</dl>
<div class="actions"><form method="post" action="${SIMULATOR_PATHS.pay}">${hidden}<button class="pay" type="submit">${subscribing ? 'Subscribe' : 'Pay'}</button></form>
<form method="post" action="${SIMULATOR_PATHS.cancel}">${hidden}<button class="cancel" type="submit">Cancel</button></form></div>`,
      ),
    );
  }

  /** Sends a real notification to notify_url, as PayPal would, then returns the buyer to the shop. */
  @Public()
  @Post('pay')
  async pay(@Body() form: Form, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    if (form.cmd === '_xclick-subscriptions') return this.subscribe(form, reply);
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

  /**
   * A Subscribe button's payment: PayPal creates the subscription, sends its sign-up and the first
   * payment (the first period's own price when there is one), and returns the buyer to the shop.
   */
  private async subscribe(form: Form, reply: FastifyReply): Promise<void> {
    const subscrId = `I-SIM${randomBytes(6).toString('hex').toUpperCase()}`;
    const fields = Object.fromEntries(CARRIED.map((name) => [name, form[name] ?? ''])) as Record<string, string>;
    await this.dataSource.getRepository(SimulatorSubscription).insert({ subscrId, fields, payments: 0, status: 'active' });
    await this.send(fields, { txn_type: 'subscr_signup', subscr_id: subscrId, subscr_date: paypalDate(), ...termsOf(fields) });
    await this.billNext(subscrId);
    void reply
      .status(303)
      .header('location', this.ownUrl(form.return) ?? '/')
      .send();
  }

  /** The simulator's controls of one subscription: where a customer cancels it, and where tests and demos move it on. */
  @Public()
  @Get('subscriptions/:subscrId')
  async subscription(@Param('subscrId') subscrId: string, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    const running = await this.dataSource.getRepository(SimulatorSubscription).findOneBy({ subscrId });
    if (!running) throw new NotFoundException(`The simulator runs no subscription ${subscrId}`);
    const identity = await this.brand.identity();
    const control = (action: string, label: string, style: string) =>
      `<form method="post" action="/api/payments/simulator/subscriptions/${encodeURIComponent(subscrId)}/${action}"><button class="${style}" type="submit">${label}</button></form>`;
    void reply.type('text/html; charset=utf-8').send(
      page(
        `Subscription ${escape(subscrId)} — PayPal simulator`,
        identity.favicon ? escape(identity.favicon) : '/favicon.svg',
        `<h1>Your subscription</h1><p class="notice"><strong>No money moves.</strong> The PayPal simulator of ${escape(identity.siteName)}: cancel here as you would at PayPal; the other controls are for tests and demos.</p>
<dl><dt>Subscription</dt><dd>${escape(subscrId)}</dd><dt>For</dt><dd>${escape(running.fields.item_name ?? '')}</dd><dt>Amount</dt><dd>${escape(`${running.fields.a3} ${running.fields.currency_code}`)}</dd><dt>Payments</dt><dd id="payments">${running.payments}</dd><dt>Status</dt><dd id="status">${escape(running.status)}</dd></dl>
<div class="actions">${running.status === 'active' ? control('cancel', 'Cancel subscription', 'cancel') + control('bill', 'Bill the next period', 'pay') + control('fail', 'Fail a payment', 'pay') : ''}${running.status !== 'ended' ? control('end', 'End the term', 'pay') : ''}</div>`,
      ),
    );
  }

  /** Sends the message PayPal sends for the control: a payment, a failed payment, a cancellation, the end of term. */
  @Public()
  @Post('subscriptions/:subscrId/:control')
  async control(@Param('subscrId') subscrId: string, @Param('control') control: string, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    const repository = this.dataSource.getRepository(SimulatorSubscription);
    const running = await repository.findOneBy({ subscrId });
    if (!running || !['bill', 'fail', 'cancel', 'end'].includes(control)) throw new NotFoundException();
    const { fields } = running;
    const base = { subscr_id: subscrId, ...termsOf(fields) };
    if (control === 'bill' && running.status === 'active') await this.billNext(subscrId);
    if (control === 'fail' && running.status === 'active') {
      await this.send(fields, {
        txn_type: 'subscr_failed',
        ...base,
        mc_gross: fields.a3,
        payment_status: 'Failed',
        retry_at: paypalDate(new Date(Date.now() + 3 * 86_400_000)),
      });
    }
    if (control === 'cancel' && running.status === 'active') {
      await repository.update({ subscrId }, { status: 'cancelled' });
      await this.send(fields, { txn_type: 'subscr_cancel', ...base, subscr_date: paypalDate() });
    }
    if (control === 'end' && running.status !== 'ended') {
      await repository.update({ subscrId }, { status: 'ended' });
      await this.send(fields, { txn_type: 'subscr_eot', ...base });
    }
    void reply
      .status(303)
      .header('location', `/api/payments/simulator/subscriptions/${encodeURIComponent(subscrId)}`)
      .send();
  }

  /**
   * A refund the merchant makes at PayPal, of all or part of a payment: PayPal's Refunded message
   * (mc_gross negative, parent_txn_id the payment) sent to the shop. For tests and demos.
   */
  @Public()
  @Post('refund')
  async refund(@Body() form: Form, @Res() reply: FastifyReply): Promise<void> {
    this.ensureSimulator();
    if (!form.parent_txn_id || !form.amount || !form.currency_code) throw new NotFoundException('A refund names parent_txn_id, amount and currency_code');
    await this.send(
      {
        business: form.business ?? '',
        currency_code: form.currency_code,
        custom: form.custom ?? '',
        invoice: form.invoice ?? '',
        notify_url: form.notify_url ?? '',
      },
      {
        txn_type: form.subscr_id ? 'subscr_payment' : 'web_accept',
        ...(form.subscr_id ? { subscr_id: form.subscr_id } : {}),
        payment_status: 'Refunded',
        reason_code: 'refund',
        parent_txn_id: form.parent_txn_id,
        txn_id: `SIM${randomBytes(8).toString('hex').toUpperCase()}`,
        mc_gross: `-${form.amount}`,
        payment_date: paypalDate(),
      },
    );
    void reply.status(204).send();
  }

  /** The next payment; after the term's last one PayPal ends the subscription (subscr_eot). */
  private async billNext(subscrId: string): Promise<void> {
    const repository = this.dataSource.getRepository(SimulatorSubscription);
    const running = (await repository.findOneBy({ subscrId }))!;
    const first = running.payments === 0 && running.fields.a1;
    await this.send(running.fields, {
      txn_type: 'subscr_payment',
      subscr_id: subscrId,
      txn_id: `SIM${randomBytes(8).toString('hex').toUpperCase()}`,
      payment_status: 'Completed',
      payment_type: 'instant',
      mc_gross: first ? running.fields.a1 : running.fields.a3,
      payment_date: paypalDate(),
    });
    const payments = running.payments + 1;
    await repository.update({ subscrId }, { payments });
    const term = running.fields.srt ? Number(running.fields.srt) + (running.fields.a1 ? 1 : 0) : null;
    if (term !== null && payments >= term) {
      await repository.update({ subscrId }, { status: 'ended' });
      await this.send(running.fields, { txn_type: 'subscr_eot', subscr_id: subscrId, ...termsOf(running.fields) });
    }
  }

  /**
   * One message as PayPal sends it: the account's fields, the event's, encoded in windows-1252 (PayPal's
   * default charset), remembered so verification answers VERIFIED, and posted to notify_url.
   */
  private async send(form: Record<string, string>, event: Record<string, string>): Promise<void> {
    const message = encodeWindows1252({
      ...event,
      receiver_email: form.business ?? '',
      business: form.business ?? '',
      payer_email: 'buyer@simulator.invalid',
      payer_status: 'verified',
      item_name: form.item_name ?? '',
      item_number: form.item_number ?? '',
      mc_currency: form.currency_code ?? '',
      custom: form.custom ?? '',
      invoice: form.invoice ?? '',
      charset: 'windows-1252',
      notify_version: '3.9',
      test_ipn: '1',
    });
    await this.dataSource.getRepository(SimulatorMessage).insert({ bodyHash: hash(message) });
    const notifyUrl = this.ownUrl(form.notify_url);
    if (notifyUrl) {
      await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: message,
        signal: AbortSignal.timeout(10_000),
      });
    }
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
