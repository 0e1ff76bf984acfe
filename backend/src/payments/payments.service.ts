import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { type Actor } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { isUuid } from '../common/ids.js';
import { formatMinor, parseMinor } from '../common/money.js';
import { orderFacts } from '../orders/orders.dto.js';
import { Order } from '../orders/order.entity.js';
import { OrdersService } from '../orders/orders.service.js';
import { BrandService } from '../content/brand.service.js';
import { Payment, PaymentNotification, PaypalEmail, type NotificationOutcome } from './payment.entities.js';
import type { CheckoutDto } from './payments.dto.js';
import { paypalEndpoints } from './paypal-endpoints.js';
import { MailService } from '../mail/mail.service.js';
import { Changes } from '../changes/changes.service.js';
import { JobQueue } from '../jobs/job-queue.js';
import { PERIOD_MONTHS, SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { Subscription } from '../subscriptions/subscription.entity.js';
import { readNotification } from './ipn-encoding.js';
import { InvoicesService } from '../invoices/invoices.service.js';

const PAYMENT_TEXTS = {
  notConfigured: 'Payment is not configured yet. Please contact us and we will help you complete your order.',
} as const;

/**
 * Anyone can post a notification, and one PayPal did not verify or that changed nothing needs no
 * more than its start for the admin to see what it was; the money's trail (paid, duplicate,
 * refunded) and messages still to verify keep every byte.
 */
const KEPT_WHOLE: readonly NotificationOutcome[] = ['paid', 'duplicate', 'refunded', 'subscription', 'verify-failed'];
const KEPT_CHARACTERS = 2_000;

/** PayPal Payments Standard's subscription messages (txn_type). */
const SUBSCRIPTION_MESSAGES: readonly string[] = ['subscr_signup', 'subscr_payment', 'subscr_failed', 'subscr_cancel', 'subscr_modify', 'subscr_eot'];

@Injectable()
export class PaymentsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly orders: OrdersService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly brand: BrandService,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
    private readonly subscriptions: SubscriptionsService,
    private readonly invoices: InvoicesService,
  ) {}

  /**
   * Any instance settles any stored notification, retried with backoff until it is settled or
   * PayPal's answer is final. Notifications stored by a version without the queue get their job now
   * (one live job per notification, so this adds none where one waits).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('payment-notification', { localConcurrency: 4 }, async ({ notificationId }) => {
      const outcome = await this.settle(notificationId);
      if (outcome === 'verify-failed') throw new Error(`PayPal could not verify notification ${notificationId} yet`);
    });
    const unsettled: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM payment_notification WHERE outcome IN ('received', 'verifying', 'verify-failed') ORDER BY created_at LIMIT 1000`,
    );
    for (const { id } of unsettled) await this.jobs.send('payment-notification', { notificationId: id }, { singletonKey: id });
    if (unsettled.length > 0) this.jobs.wake('payment-notification');
  }

  async paypalEmail(): Promise<PaypalEmail | null> {
    return this.dataSource.getRepository(PaypalEmail).findOne({ where: {}, order: { createdAt: 'ASC' } });
  }

  listPaypalEmails(): Promise<PaypalEmail[]> {
    return this.dataSource.getRepository(PaypalEmail).find({ order: { createdAt: 'ASC' } });
  }

  async getPaypalEmail(id: string): Promise<PaypalEmail> {
    const record = await this.dataSource.getRepository(PaypalEmail).findOneBy({ _id: id });
    if (!record) throw new NotFoundException(`Payment e-mail ${id} was not found`);
    return record;
  }

  async addPaypalEmail(paypalEmail: string, actor?: Actor): Promise<PaypalEmail> {
    try {
      return await this.changes.run({}, async (change) => {
        const { manager } = change;
        const record = await manager.getRepository(PaypalEmail).save({ paypalEmail });
        await change.record(actor, {
          kind: 'payment-email',
          action: 'create',
          subject: 'Payment e-mail',
          subjectId: record._id,
          detail: paypalEmail,
        });
        return record;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException('A payment e-mail exists already; edit it instead');
      }
      throw error;
    }
  }

  async updatePaypalEmail(id: string, paypalEmail: string, actor?: Actor): Promise<PaypalEmail> {
    return this.changes.run({}, async (change) => {
      const { manager } = change;
      const record = await manager.getRepository(PaypalEmail).findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
      if (!record) throw new NotFoundException(`Payment e-mail ${id} was not found`);
      const was = record.paypalEmail;
      record.paypalEmail = paypalEmail;
      const saved = await manager.getRepository(PaypalEmail).save(record);
      await change.record(actor, {
        kind: 'payment-email',
        action: 'update',
        subject: 'Payment e-mail',
        subjectId: id,
        detail: `${was} → ${paypalEmail}`,
      });
      return saved;
    });
  }

  /** The standard checkout form for one of the customer's own unpaid orders. */
  async checkout(viewer: Viewer, orderId: string): Promise<CheckoutDto> {
    const order = await this.orders.find(orderId);
    if (!order || order.customerEmail !== viewer.email) throw new NotFoundException(`Order ${orderId} was not found`);
    if (order.paymentStatus !== 'UnPaid') throw new ConflictException(`Order ${orderId} is ${order.paymentStatus}; only an unpaid order can be paid`);
    const business = await this.paypalEmail();
    if (!business) throw new ConflictException(PAYMENT_TEXTS.notConfigured);
    const base = this.settings.publicUrl;
    const itemName = `${await this.brand.siteName()}: ${order.packageName} SEO package`.slice(0, 127);
    const returns = {
      notify_url: `${base}/api/payments/paypal/ipn`,
      cancel_return: `${base}/order-cancelled/${order._id}`,
      return: `${base}/received-payment/${order._id}`,
      custom: order._id,
      invoice: order._id,
    };
    const action = paypalEndpoints(this.settings, this.selfUrl()).checkout;
    const subscription = order.billing === 'once' ? null : await this.subscriptions.forOrder(order._id);
    if (subscription) {
      // PayPal Payments Standard's subscription button: a3/p3/t3 each period, a1/p1/t1 a first period priced
      // differently, src=1 recurring, sra=1 PayPal retries a failed payment, srt the term in periods.
      const [p3, t3] = subscription.billing === 'year' ? ['1', 'Y'] : [String(PERIOD_MONTHS[subscription.billing]), 'M'];
      return {
        action,
        mode: this.settings.paypalMode,
        fields: {
          cmd: '_xclick-subscriptions',
          business: business.paypalEmail,
          item_name: itemName,
          item_number: '1',
          no_shipping: '1',
          no_note: '1',
          currency_code: subscription.currency,
          ...(subscription.setupAmountMinor === null ? {} : { a1: formatMinor(subscription.setupAmountMinor, subscription.currency), p1: p3, t1: t3 }),
          a3: formatMinor(subscription.amountMinor, subscription.currency),
          p3,
          t3,
          src: '1',
          sra: '1',
          // With a first period priced apart, PayPal counts only the regular ones in srt.
          ...(subscription.periods === null ? {} : { srt: String(subscription.periods - (subscription.setupAmountMinor === null ? 0 : 1)) }),
          ...returns,
        },
      };
    }
    return {
      action,
      mode: this.settings.paypalMode,
      fields: {
        cmd: '_xclick',
        business: business.paypalEmail,
        // What the customer reads at PayPal and on the receipt: the agency's name, never the product's.
        item_name: itemName,
        item_number: '1',
        amount: formatMinor(order.priceMinor, order.currency),
        no_shipping: '1',
        currency_code: order.currency,
        ...returns,
      },
    };
  }

  /**
   * Stores the notification, with the payment e-mail it arrived under, before anything else;
   * settling it happens after PayPal has its 200.
   */
  async receiveNotification(raw: string): Promise<string> {
    const fields = readNotification(raw);
    // PostgreSQL text cannot hold NUL, and PayPal never sends one, raw or percent-encoded.
    if ([...fields].flat().some((text) => text.includes('\u0000'))) throw new BadRequestException('The notification contains a NUL character');
    const paymentEmail = (await this.paypalEmail())?.paypalEmail ?? null;
    // The row and its job commit together: a notification PayPal got its 200 for is settled, whatever stops meanwhile.
    const notification = await this.changes.run({}, async (change) => {
      const stored = await change.manager.getRepository(PaymentNotification).save({
        raw,
        txnId: fields.get('txn_id')?.slice(0, 64) ?? null,
        orderId: this.orderIdOf(fields),
        paymentStatus: fields.get('payment_status')?.slice(0, 40) ?? null,
        paymentEmail,
        outcome: 'received',
      });
      await change.enqueue('payment-notification', { notificationId: stored.id }, { singletonKey: stored.id });
      return stored;
    });
    return notification.id;
  }

  /**
   * Verifies with PayPal and then acts on the notification; 'verify-failed' when PayPal could not be
   * reached (its job tries again), null when it was settled already. Only its job calls this, and a
   * notification has one live job, so a claim left by a stopped worker is taken over at once.
   */
  async settle(notificationId: string): Promise<NotificationOutcome | null> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [claimed]: [{ raw: string; attempts: number; payment_email: string | null }[], number] = await this.dataSource.query(
      `UPDATE payment_notification SET outcome = 'verifying', attempts = attempts + 1, updated_at = now()
       WHERE id = $1 AND outcome IN ('received', 'verify-failed', 'verifying')
       RETURNING raw, attempts, payment_email`,
      [notificationId],
    );
    if (claimed.length === 0) return null;
    const [{ raw, payment_email: paymentEmail }] = claimed;
    let verdict: string;
    try {
      verdict = await this.verify(raw);
    } catch (error) {
      return this.record(notificationId, 'verify-failed', `verification unreachable: ${(error as Error).message}`);
    }
    if (verdict !== 'VERIFIED') return this.record(notificationId, 'unverified', `PayPal answered ${verdict.slice(0, 40)}`);
    const [outcome, reason] = await this.act(readNotification(raw), paymentEmail);
    return this.record(notificationId, outcome, reason);
  }

  private async act(fields: URLSearchParams, paymentEmail: string | null): Promise<[NotificationOutcome, string | null]> {
    const status = fields.get('payment_status');
    const txnType = fields.get('txn_type') ?? '';
    const subscrId = fields.get('subscr_id');
    const orderId = this.orderIdOf(fields) ?? (subscrId ? ((await this.subscriptions.bySubscrId(subscrId))?.orderId ?? null) : null);
    const order = orderId ? await this.orders.find(orderId) : null;
    if (!order) return ['rejected', 'no matching order'];
    if (status === 'Refunded' || status === 'Reversed') return this.reverse(order, fields, status);

    const receiver = (fields.get('receiver_email') ?? fields.get('business') ?? '').toLowerCase();
    if (!paymentEmail || receiver !== paymentEmail.toLowerCase()) return ['rejected', `receiver ${receiver || 'missing'} is not the payment e-mail`];
    if (SUBSCRIPTION_MESSAGES.includes(txnType)) return this.actOnSubscription(order, fields, txnType);
    if (status !== 'Completed') return ['ignored', `payment_status ${status ?? 'missing'}`];
    if (order.billing !== 'once') return ['rejected', `a ${txnType || 'one-off'} payment for a retainer's order`];
    if (fields.get('mc_currency') !== order.currency) return ['rejected', `currency ${fields.get('mc_currency') ?? 'missing'} is not ${order.currency}`];
    const gross = fields.get('mc_gross');
    if (!gross || parseMinor(gross, order.currency) !== order.priceMinor) {
      return ['rejected', `amount ${gross ?? 'missing'} is not the order's ${formatMinor(order.priceMinor, order.currency)}`];
    }
    const txnId = fields.get('txn_id');
    if (!txnId) return ['rejected', 'txn_id missing'];
    // A message can come again (PayPal's IPN history resends it; whoever got a copy can post it), and a
    // payment refused once, say paid to another account, is not accepted because the payment e-mail changed since.
    if (await this.dataSource.getRepository(PaymentNotification).existsBy({ txnId, paymentStatus: 'Completed', outcome: 'rejected' })) {
      return ['rejected', `txn_id ${txnId} was rejected before`];
    }

    const seller = await this.invoices.seller();
    let duplicate: boolean;
    try {
      duplicate = await this.changes.run({}, async (change) => {
        const { manager } = change;
        // The order's row lock makes its payments and refunds take turns, on every instance.
        const current = await manager.getRepository(Order).findOne({ where: { _id: order._id }, lock: { mode: 'pessimistic_write' } });
        const alreadyPaid = current?.paymentStatus === 'Paid';
        await manager.getRepository(Payment).insert({
          txnId,
          orderId: order._id,
          amountMinor: order.priceMinor,
          currency: order.currency,
          payerEmail: fields.get('payer_email'),
          duplicate: alreadyPaid,
        });
        if (!alreadyPaid && current) {
          await this.orders.movePaymentStatus(change, current, 'Paid', { by: 'PayPal', detail: `payment ${txnId}` });
          // The invoice and its number commit with the payment, or neither does.
          await this.invoices.issue(change, seller, current, { txnId, grossMinor: current.priceMinor, periodStart: null, periodEnd: null });
        }
        return alreadyPaid;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return ['ignored', `txn_id ${txnId} was used before`];
      throw error;
    }
    const facts = orderFacts(order);
    const orderUrl = this.orders.adminOrderUrl(order._id);
    if (duplicate) {
      await this.mail.toAdmins({ kind: 'duplicatePayment', data: { ...facts, customerEmail: order.customerEmail, txnId, orderUrl } });
      return ['duplicate', `order ${order._id} was already Paid`];
    }
    await this.orders.notify(order.customerEmail, {
      kind: 'paymentReceived',
      data: { ...facts, receiptUrl: `${this.settings.publicUrl}/received-payment/${order._id}`, invoicesUrl: `${this.settings.publicUrl}/my-order` },
    });
    await this.mail.toAdmins({ kind: 'paymentReceivedAdmin', data: { ...facts, customerEmail: order.customerEmail, txnId, orderUrl } });
    return ['paid', null];
  }

  /**
   * A retainer's message, verified and sent to the payment e-mail. One PayPal subscription belongs to
   * one order; a sign-up must carry the terms sold (currency, amounts, period, term) and a payment
   * the amount due. Messages may come in any order: a payment before its sign-up starts the
   * subscription too, and an end is final.
   */
  private async actOnSubscription(order: Order, fields: URLSearchParams, txnType: string): Promise<[NotificationOutcome, string | null]> {
    const subscrId = fields.get('subscr_id')?.slice(0, 64);
    if (!subscrId) return ['rejected', 'subscr_id missing'];
    const known = await this.subscriptions.forOrder(order._id);
    if (!known) return ['rejected', `order ${order._id} is not a retainer`];
    const holder = await this.subscriptions.bySubscrId(subscrId);
    if ((known.paypalSubscrId && known.paypalSubscrId !== subscrId) || (holder && holder.id !== known.id)) {
      return ['rejected', `subscription ${subscrId} is not order ${order._id}'s`];
    }
    const currency = fields.get('mc_currency');
    if (currency && currency !== known.currency) return ['rejected', `currency ${currency} is not ${known.currency}`];
    if (txnType === 'subscr_signup') {
      const problem = this.termsProblem(known, fields);
      if (problem) return ['rejected', problem];
    }
    if (txnType === 'subscr_payment') return this.subscriptionPayment(order, fields, subscrId);
    if (txnType === 'subscr_modify') {
      // The button sends modify=0, so a change of terms is made at PayPal by the merchant: payments in
      // other terms are refused as this order's, so the Admins must hear what changed.
      const change = this.termsProblem(known, fields);
      if (!change) return ['ignored', `subscr_modify of ${subscrId} keeps the terms sold`];
      await this.mail.toAdmins({
        kind: 'subscriptionModifiedAdmin',
        data: { ...orderFacts(order), subscrId, customerEmail: order.customerEmail, change, orderUrl: this.orders.adminOrderUrl(order._id) },
      });
      return ['ignored', `subscr_modify of ${subscrId}: ${change}; the Admins were told`];
    }
    const event = await this.changes.run({}, async (change) => {
      await change.manager.getRepository(Order).findOne({ where: { _id: order._id }, lock: { mode: 'pessimistic_write' } });
      const locked = (await this.subscriptions.forOrder(order._id, change))!;
      if (txnType === 'subscr_signup') return (await this.subscriptions.signedUp(change, locked, subscrId)) === 'started' ? 'started' : null;
      if (txnType === 'subscr_failed') return (await this.subscriptions.failed(change, locked)) ? 'failed' : null;
      if (txnType === 'subscr_cancel') return (await this.subscriptions.cancelled(change, locked)) ? 'cancelled' : null;
      return (await this.subscriptions.ended(change, locked)) ? 'ended' : null;
    });
    if (event === null) return ['ignored', `${txnType} of ${subscrId} changed nothing`];
    if (event !== 'started') await this.subscriptions.notify(known.id, event);
    return ['subscription', `${txnType} of ${subscrId}`];
  }

  /** A sign-up's terms against the ones sold: PayPal's amount3/period3, amount1/period1 and recur_times. */
  private termsProblem(subscription: Subscription, fields: URLSearchParams): string | null {
    const period = (text: string | null) => {
      const [count, unit] = (text ?? '').split(' ');
      const months = Number(count) * (unit === 'Y' ? 12 : unit === 'M' ? 1 : NaN);
      return Number.isFinite(months) ? months : null;
    };
    const months = PERIOD_MONTHS[subscription.billing];
    if (parseMinor(fields.get('mc_amount3') ?? fields.get('amount3') ?? '', subscription.currency) !== subscription.amountMinor) {
      return `amount3 ${fields.get('mc_amount3') ?? 'missing'} is not ${formatMinor(subscription.amountMinor, subscription.currency)}`;
    }
    if (period(fields.get('period3')) !== months) return `period3 ${fields.get('period3') ?? 'missing'} is not ${months === 12 ? '1 Y' : `${months} M`}`;
    const first = fields.get('mc_amount1') ?? fields.get('amount1');
    if (
      subscription.setupAmountMinor === null
        ? first !== null
        : parseMinor(first ?? '', subscription.currency) !== subscription.setupAmountMinor || period(fields.get('period1')) !== months
    ) {
      return `the first period (${first ?? 'none'}) is not the one sold`;
    }
    const regular = subscription.periods === null ? null : subscription.periods - (subscription.setupAmountMinor === null ? 0 : 1);
    const times = fields.get('recur_times') ?? fields.get('srtm');
    if (regular === null ? !!times : Number(times) !== regular) {
      return `recur_times ${times ?? 'missing'} is not ${regular ?? 'until cancelled'}`;
    }
    return null;
  }

  /**
   * A retainer's payment: the amount due (the first period's own price first), recorded once per
   * txn_id with the period it pays, the order Paid with its first. Mails follow the commit.
   */
  private async subscriptionPayment(order: Order, fields: URLSearchParams, subscrId: string): Promise<[NotificationOutcome, string | null]> {
    if (fields.get('payment_status') !== 'Completed') return ['ignored', `payment_status ${fields.get('payment_status') ?? 'missing'}`];
    const txnId = fields.get('txn_id');
    if (!txnId) return ['rejected', 'txn_id missing'];
    const gross = fields.get('mc_gross') ?? '';
    const seller = await this.invoices.seller();
    let outcome: { kind: 'paid'; first: boolean; subscriptionId: string } | { kind: 'wrong'; reason: string };
    try {
      outcome = await this.changes.run({}, async (change) => {
        const { manager } = change;
        const current = await manager.getRepository(Order).findOne({ where: { _id: order._id }, lock: { mode: 'pessimistic_write' } });
        const subscription = (await this.subscriptions.forOrder(order._id, change))!;
        const due = this.subscriptions.dueAmount(subscription);
        const amount = parseMinor(gross, subscription.currency);
        // Out of order, a renewal may overtake the first payment: either price is accepted while none was made.
        const accepted = subscription.paymentsMade === 0 ? [due, subscription.amountMinor] : [subscription.amountMinor];
        if (amount === null || !accepted.includes(amount))
          return { kind: 'wrong', reason: `amount ${gross || 'missing'} is not the ${formatMinor(due, subscription.currency)} due` };
        const period = await this.subscriptions.paid(change, subscription, subscrId, new Date());
        await manager.getRepository(Payment).insert({
          txnId,
          orderId: order._id,
          amountMinor: amount,
          currency: subscription.currency,
          payerEmail: fields.get('payer_email'),
          duplicate: false,
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
        });
        if (current && current.paymentStatus !== 'Paid')
          await this.orders.movePaymentStatus(change, current, 'Paid', { by: 'PayPal', detail: `payment ${txnId}` });
        await this.invoices.issue(change, seller, current ?? order, { txnId, grossMinor: amount, ...period });
        return { kind: 'paid', first: subscription.paymentsMade === 0, subscriptionId: subscription.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return ['ignored', `txn_id ${txnId} was used before`];
      throw error;
    }
    if (outcome.kind === 'wrong') return ['rejected', outcome.reason];
    if (outcome.first) {
      const facts = orderFacts(order);
      await this.orders.notify(order.customerEmail, {
        kind: 'paymentReceived',
        data: { ...facts, receiptUrl: `${this.settings.publicUrl}/received-payment/${order._id}`, invoicesUrl: `${this.settings.publicUrl}/my-order` },
      });
      await this.mail.toAdmins({
        kind: 'paymentReceivedAdmin',
        data: { ...facts, customerEmail: order.customerEmail, txnId, orderUrl: this.orders.adminOrderUrl(order._id) },
      });
    } else await this.subscriptions.notify(outcome.subscriptionId, 'renewed');
    return ['paid', `${subscrId} payment ${txnId}`];
  }

  /** A refunded or reversed payment no longer stands, and an order is UnPaid again once none of its payments does. */
  private async reverse(order: Order, fields: URLSearchParams, status: string): Promise<[NotificationOutcome, string | null]> {
    const parent = fields.get('parent_txn_id') ?? '';
    const seller = await this.invoices.seller();
    // A refund's mc_gross is negative and may be part of the payment; a reversal's is the whole.
    const refunded = parseMinor((fields.get('mc_gross') ?? '').replace(/^-/, ''), order.currency);
    const standing = await this.changes.run({}, async (change): Promise<string[] | 'unknown' | 'before'> => {
      const { manager } = change;
      // The same row lock as a payment's, so a refund and a payment of one order take turns.
      const current = await manager.getRepository(Order).findOne({ where: { _id: order._id }, lock: { mode: 'pessimistic_write' } });
      const payments = manager.getRepository(Payment);
      const payment = parent ? await payments.findOneBy({ txnId: parent, orderId: order._id }) : null;
      if (!payment) return 'unknown';
      if (payment.refundedAt) return 'before';
      await payments.update({ txnId: parent }, { refundedAt: () => 'now()' });
      await this.invoices.creditNote(change, seller, parent, refunded);
      const left = await payments.findBy({ orderId: order._id, refundedAt: IsNull() });
      if (left.length === 0 && current?.paymentStatus === 'Paid') {
        await this.orders.movePaymentStatus(change, current, 'UnPaid', { by: 'PayPal', detail: `${status} of ${parent}` });
      }
      return left.map((other) => other.txnId);
    });
    if (standing === 'unknown') return ['rejected', `${status} for an unknown payment ${parent}`.trim()];
    if (standing === 'before') return ['ignored', `${parent} was refunded or reversed before`];
    const consequence =
      standing.length === 0
        ? 'The order is UnPaid again.'
        : `The order stays Paid: PayPal ${standing.length === 1 ? 'payment' : 'payments'} ${standing.join(', ')} still ${standing.length === 1 ? 'stands' : 'stand'}.`;
    await this.mail.toAdmins({
      kind: 'paymentReversed',
      data: { orderId: order._id, txnId: parent, status, consequence, orderUrl: this.orders.adminOrderUrl(order._id) },
    });
    return ['refunded', `${status} of ${parent}`];
  }

  private async verify(raw: string): Promise<string> {
    const { verify } = paypalEndpoints(this.settings, this.selfUrl());
    const response = await fetch(verify, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'IPN-Verifier' },
      body: `cmd=_notify-validate&${raw}`,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`verification answered HTTP ${response.status}`);
    return (await response.text()).trim();
  }

  private async record(id: string, outcome: NotificationOutcome, reason: string | null): Promise<NotificationOutcome> {
    await this.dataSource
      .getRepository(PaymentNotification)
      .update(
        { id },
        { outcome, reason: reason?.slice(0, 300) ?? null, ...(KEPT_WHOLE.includes(outcome) ? {} : { raw: () => `left(raw, ${KEPT_CHARACTERS})` }) },
      );
    if (outcome !== 'paid') this.logger.warn(`Payment notification ${id}: ${outcome}${reason ? ` (${reason})` : ''}`);
    return outcome;
  }

  /** Checkout puts the order id in both custom and invoice; the first that holds one counts. */
  private orderIdOf(fields: URLSearchParams): string | null {
    return [fields.get('custom'), fields.get('invoice')].find((candidate): candidate is string => !!candidate && isUuid(candidate)) ?? null;
  }

  /** This process's own address, for the simulator's verification post-back. */
  selfUrl(): string {
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address();
    if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
    return `http://127.0.0.1:${this.settings.port}`;
  }
}
