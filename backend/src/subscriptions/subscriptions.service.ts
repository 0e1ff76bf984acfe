import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { Changes, type Change } from '../changes/changes.service.js';
import { formatMinor } from '../common/money.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import type { Order } from '../orders/order.entity.js';
import type { PricingPackage } from '../pricing/pricing-package.entity.js';
import type { OrderTax } from '../tax/tax.service.js';
import { RosterService } from '../users/roster.service.js';
import { ProjectsService } from '../projects/projects.service.js';
import { Subscription, type RecurringBilling } from './subscription.entity.js';
import {
  subscriptionRecord,
  type SubscriptionMetrics,
  type SubscriptionPayment,
  type SubscriptionQuery,
  type SubscriptionRecord,
} from './subscriptions.dto.js';
import type { ApiShape } from '../common/api-shape.js';

/** A period in months: PayPal's p3/t3 of M 1, M 3 and Y 1. */
export const PERIOD_MONTHS: Record<RecurringBilling, number> = { month: 1, quarter: 3, year: 12 };

/** The same day a period later; the 31st of a month without one is its last day, as PayPal bills. */
export function periodAfter(start: Date, billing: RecurringBilling): Date {
  const months = start.getUTCMonth() + PERIOD_MONTHS[billing];
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), months + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(start.getUTCFullYear(), months, Math.min(start.getUTCDate(), lastDay));
  return end;
}

type Event = 'renewed' | 'failed' | 'cancelled' | 'ended';
const EVENT_WEBHOOKS = {
  started: 'subscription.started',
  renewed: 'subscription.renewed',
  failed: 'subscription.past_due',
  cancelled: 'subscription.cancelled',
  ended: 'subscription.ended',
} as const;

/** Whether PayPal takes another payment: active or past due, and its term (if any) not yet paid in full. */
const stillBilled = (subscription: Subscription): boolean =>
  (subscription.status === 'active' || subscription.status === 'past_due') &&
  (subscription.periods === null || subscription.paymentsMade < subscription.periods);

/** A subscription from a raw row (joined with its order's columns): bigint amounts come back as text. */
function subscriptionOf(repository: Repository<Subscription>, row: Record<string, unknown>): Subscription {
  return repository.create({
    id: row.id as string,
    orderId: row.order_id as string,
    paypalSubscrId: row.paypal_subscr_id as string | null,
    status: row.status as Subscription['status'],
    currency: row.currency as string,
    amountMinor: Number(row.amount_minor),
    setupAmountMinor: row.setup_amount_minor === null ? null : Number(row.setup_amount_minor),
    billing: row.billing as RecurringBilling,
    periods: row.periods as number | null,
    paymentsMade: row.payments_made as number,
    startedAt: row.started_at as Date | null,
    paidThrough: row.paid_through as Date | null,
    cancelledAt: row.cancelled_at as Date | null,
    endedAt: row.ended_at as Date | null,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
  });
}

/**
 * Retainers: a recurring package's order has one subscription, paid through PayPal's subscription
 * button. Its state moves only here, on the messages PayPal sends (verified by PaymentsService)
 * or an Admin's recorded cancellation, each in the transaction that holds the order's row lock.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly roster: RosterService,
    private readonly projects: ProjectsService,
  ) {}

  /** In the order's own change: the terms it was sold at (with the order's VAT in them), whatever the package becomes. */
  async open(change: Change, order: Order, offer: PricingPackage, tax: Pick<OrderTax, 'grossMinor' | 'setupGrossMinor'>): Promise<void> {
    if (offer.billing === 'once') return;
    await change.manager.getRepository(Subscription).insert({
      orderId: order._id,
      currency: offer.currency,
      amountMinor: tax.grossMinor,
      setupAmountMinor: tax.setupGrossMinor,
      billing: offer.billing,
      periods: offer.periods,
    });
  }

  forOrder(orderId: string, change?: Change): Promise<Subscription | null> {
    const manager = change?.manager ?? this.dataSource.manager;
    return manager.getRepository(Subscription).findOne({ where: { orderId }, lock: change ? { mode: 'pessimistic_write' } : undefined });
  }

  bySubscrId(paypalSubscrId: string): Promise<Subscription | null> {
    return this.dataSource.getRepository(Subscription).findOneBy({ paypalSubscrId });
  }

  /** What the next payment costs: the first period's own price until one payment was made. */
  dueAmount(subscription: Subscription): number {
    return subscription.paymentsMade === 0 && subscription.setupAmountMinor !== null ? subscription.setupAmountMinor : subscription.amountMinor;
  }

  /** PayPal confirmed the sign-up; its subscr_id is this subscription's from now on. */
  async signedUp(change: Change, subscription: Subscription, subscrId: string): Promise<'started' | 'known'> {
    const repository = change.manager.getRepository(Subscription);
    if (subscription.status !== 'pending') {
      if (!subscription.paypalSubscrId) await repository.update({ id: subscription.id }, { paypalSubscrId: subscrId });
      return 'known';
    }
    await repository.update({ id: subscription.id }, { paypalSubscrId: subscrId, status: 'active', startedAt: () => 'coalesce(started_at, now())' });
    await this.emit(change, subscription.id, 'started');
    // A started retainer opens its project in the client portal, before its first payment arrives.
    await this.projects.open(change, subscription.orderId);
    return 'started';
  }

  /**
   * A payment of the subscription, recorded by the caller in this change: it pays the next period
   * (from the end of the last one paid, or now for the first). A payment may arrive before its
   * sign-up, and brings the subscription to life as well.
   */
  async paid(change: Change, subscription: Subscription, subscrId: string, at: Date): Promise<{ periodStart: Date; periodEnd: Date }> {
    const periodStart = subscription.paidThrough && subscription.paidThrough > at ? subscription.paidThrough : at;
    const periodEnd = periodAfter(periodStart, subscription.billing);
    const wasPending = subscription.status === 'pending';
    const status = subscription.status === 'pending' || subscription.status === 'past_due' ? 'active' : subscription.status;
    await change.manager.getRepository(Subscription).update(
      { id: subscription.id },
      {
        paypalSubscrId: subscription.paypalSubscrId ?? subscrId,
        status,
        paymentsMade: () => 'payments_made + 1',
        paidThrough: periodEnd,
        startedAt: () => 'coalesce(started_at, now())',
      },
    );
    if (wasPending) await this.emit(change, subscription.id, 'started');
    if (subscription.paymentsMade > 0) await this.emit(change, subscription.id, 'renewed');
    return { periodStart, periodEnd };
  }

  /** PayPal could not take a payment (it retries by itself, as sra=1 asks): past due until one goes through. */
  async failed(change: Change, subscription: Subscription): Promise<boolean> {
    if (subscription.status !== 'active') return false;
    await change.manager.getRepository(Subscription).update({ id: subscription.id }, { status: 'past_due' });
    await this.emit(change, subscription.id, 'failed');
    return true;
  }

  /** No more payments: cancelled at PayPal by the customer, or recorded by an Admin. Service runs to the end of the paid period. */
  async cancelled(change: Change, subscription: Subscription): Promise<boolean> {
    if (subscription.status === 'cancelled' || subscription.status === 'ended') return false;
    await change.manager.getRepository(Subscription).update({ id: subscription.id }, { status: 'cancelled', cancelledAt: () => 'now()' });
    await this.emit(change, subscription.id, 'cancelled');
    return true;
  }

  /** The term ran out, or a cancelled subscription reached the end of its paid period (PayPal's subscr_eot). */
  async ended(change: Change, subscription: Subscription): Promise<boolean> {
    if (subscription.status === 'ended') return false;
    await change.manager.getRepository(Subscription).update({ id: subscription.id }, { status: 'ended', endedAt: () => 'now()' });
    await this.emit(change, subscription.id, 'ended');
    return true;
  }

  /** An Admin records a cancellation (the customer asked by mail, say); PayPal's own profile is cancelled at PayPal. */
  async cancelByAdmin(id: string, actor: Actor | undefined): Promise<ApiShape<SubscriptionRecord>> {
    const subscription = await this.changes.run({}, async (change) => {
      const found = await change.manager.getRepository(Subscription).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new NotFoundException(`Subscription ${id} was not found`);
      if (!(await this.cancelled(change, found))) throw new ConflictException(`Subscription ${id} is ${found.status} already`);
      await change.record(actor, { kind: 'order', action: 'subscription-cancel', subject: `Subscription of order ${found.orderId}`, subjectId: found.orderId });
      return found;
    });
    await this.notify(subscription.id, 'cancelled');
    return this.get(id);
  }

  /** Mails the customer and the Admins what happened to a retainer; never undoes it. */
  async notify(id: string, event: Event): Promise<void> {
    const [row] = await this.rows(`s.id = $1`, [id]);
    if (!row) return;
    const { subscription, order } = row;
    const facts = {
      event,
      orderId: order._id,
      packageName: order.packageName,
      amountMinor: event === 'failed' ? this.dueAmount(subscription) : subscription.amountMinor,
      currency: subscription.currency,
      // A period ends at the start of the day after the last one paid for.
      paidThrough: subscription.paidThrough ? new Date(subscription.paidThrough.getTime() - 86_400_000).toISOString().slice(0, 10) : null,
    };
    await this.mail
      .send({ kind: 'subscriptionNotice', to: order.customerEmail, data: { ...facts, dashboardUrl: `${this.settings.publicUrl}/dashboard` } })
      .catch(() => undefined);
    await this.mail.toAdmins({
      kind: 'subscriptionNoticeAdmin',
      data: { ...facts, customerEmail: order.customerEmail, orderUrl: `${this.settings.publicUrl}/admin/payment-status/${order._id}` },
    });
  }

  async page(viewer: Viewer, query: SubscriptionQuery): Promise<Page<ApiShape<SubscriptionRecord>>> {
    const all = await this.roster.can(viewer, 'orders:read');
    const { page, pageSize, offset } = pageBounds(query, 10);
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (!all) conditions.push(`o.customer_email = $${parameters.push(viewer.email)}`);
    if (query.status) conditions.push(`s.status = $${parameters.push(query.status)}`);
    if (query.updatedSince) conditions.push(`s.updated_at > $${parameters.push(new Date(query.updatedSince))}`);
    const where = conditions.join(' AND ') || 'true';
    const order = query.sort === 'updated' ? 's.updated_at ASC, s.id ASC' : 's.created_at DESC, s.id DESC';
    const rows = await this.rows(`${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, parameters);
    const [{ total }]: [{ total: number }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM subscription s JOIN customer_order o ON o.id = s.order_id WHERE ${where}`,
      parameters,
    );
    return { items: await Promise.all(rows.map((row) => this.present(row.subscription, row.order, false))), total, page, pageSize };
  }

  /** The owner's or an Admin's; anyone else gets the same 404 as for a missing one. */
  async getVisible(viewer: Viewer, id: string): Promise<ApiShape<SubscriptionRecord>> {
    const [row] = await this.rows(`s.id = $1`, [id]);
    if (row && (row.order.customerEmail === viewer.email || (await this.roster.can(viewer, 'orders:read')))) {
      return this.present(row.subscription, row.order, true);
    }
    throw new NotFoundException(`Subscription ${id} was not found`);
  }

  async get(id: string): Promise<ApiShape<SubscriptionRecord>> {
    const [row] = await this.rows(`s.id = $1`, [id]);
    if (!row) throw new NotFoundException(`Subscription ${id} was not found`);
    return this.present(row.subscription, row.order, true);
  }

  async metrics(): Promise<SubscriptionMetrics> {
    const mrr: { currency: string; minor: string }[] = await this.dataSource.query(
      `SELECT currency, sum(round(amount_minor / CASE billing WHEN 'quarter' THEN 3.0 WHEN 'year' THEN 12.0 ELSE 1 END))::bigint AS minor
       FROM subscription WHERE status IN ('active', 'past_due') GROUP BY currency ORDER BY currency`,
    );
    const counts: { status: string; n: number }[] = await this.dataSource.query(`SELECT status, count(*)::int AS n FROM subscription GROUP BY status`);
    const count = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
    const churn: { month: string; active_at_start: number; lost: number }[] = await this.dataSource.query(
      `SELECT to_char(m, 'YYYY-MM') AS month,
         (SELECT count(*)::int FROM subscription WHERE started_at < m AND coalesce(cancelled_at, ended_at, 'infinity') >= m) AS active_at_start,
         (SELECT count(*)::int FROM subscription WHERE coalesce(cancelled_at, ended_at) >= m AND coalesce(cancelled_at, ended_at) < m + interval '1 month') AS lost
       FROM generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') AS m ORDER BY m`,
    );
    const revenue: { currency: string; minor: string }[] = await this.dataSource.query(
      `SELECT currency, sum(amount_minor) AS minor FROM payment WHERE refunded_at IS NULL AND NOT duplicate GROUP BY currency ORDER BY currency`,
    );
    return {
      mrr: mrr.map((row) => ({ currency: row.currency, amount: formatMinor(Number(row.minor), row.currency) })),
      active: count('active'),
      pastDue: count('past_due'),
      cancelled: count('cancelled'),
      ended: count('ended'),
      churn: churn.map((row) => ({
        month: row.month,
        activeAtStart: row.active_at_start,
        lost: row.lost,
        rate: row.active_at_start === 0 ? 0 : Math.round((row.lost / row.active_at_start) * 10_000) / 10_000,
      })),
      revenue: revenue.map((row) => ({ currency: row.currency, amount: formatMinor(Number(row.minor), row.currency) })),
    };
  }

  private async rows(
    condition: string,
    parameters: unknown[],
  ): Promise<{ subscription: Subscription; order: Pick<Order, '_id' | 'packageName' | 'customerEmail'> }[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT s.*, o.package_name, o.customer_email FROM subscription s JOIN customer_order o ON o.id = s.order_id WHERE ${condition}`,
      parameters,
    );
    const repository = this.dataSource.getRepository(Subscription);
    return rows.map((row) => ({
      subscription: subscriptionOf(repository, row),
      order: { _id: row.order_id as string, packageName: row.package_name as string, customerEmail: row.customer_email as string },
    }));
  }

  private async present(
    subscription: Subscription,
    order: Pick<Order, 'packageName' | 'customerEmail'>,
    withPayments: boolean,
  ): Promise<ApiShape<SubscriptionRecord>> {
    const billing = stillBilled(subscription);
    const payments: SubscriptionPayment[] | undefined = withPayments
      ? (
          (await this.dataSource.query(
            `SELECT txn_id, amount_minor, period_start, period_end, created_at, refunded_at FROM payment WHERE order_id = $1 ORDER BY created_at`,
            [subscription.orderId],
          )) as { txn_id: string; amount_minor: string; period_start: Date | null; period_end: Date | null; created_at: Date; refunded_at: Date | null }[]
        ).map((row) => ({
          txnId: row.txn_id,
          amount: formatMinor(Number(row.amount_minor), subscription.currency),
          periodStart: row.period_start,
          periodEnd: row.period_end,
          createdAt: row.created_at,
          refundedAt: row.refunded_at,
        }))
      : undefined;
    return subscriptionRecord(subscription, order, {
      nextBillingAt: billing ? subscription.paidThrough : null,
      cancelUrl: subscription.paypalSubscrId && billing ? await this.cancelUrl(subscription.paypalSubscrId) : null,
      payments,
    });
  }

  /** PayPal's own unsubscribe page for the business's subscriptions; the simulator's stand-in for its subscriptions. */
  private async cancelUrl(subscrId: string): Promise<string | null> {
    if (this.settings.paypalMode === 'simulator') return `${this.settings.publicUrl}/api/payments/simulator/subscriptions/${encodeURIComponent(subscrId)}`;
    const [business]: { paypal_email: string }[] = await this.dataSource.query(`SELECT paypal_email FROM paypal_email ORDER BY created_at LIMIT 1`);
    if (!business) return null;
    const host = this.settings.paypalMode === 'live' ? 'https://www.paypal.com' : 'https://www.sandbox.paypal.com';
    return `${host}/cgi-bin/webscr?cmd=_subscr-find&alias=${encodeURIComponent(business.paypal_email)}`;
  }

  private async emit(change: Change, id: string, event: keyof typeof EVENT_WEBHOOKS): Promise<void> {
    const [row] = await change.manager.query(
      `SELECT s.*, o.package_name, o.customer_email FROM subscription s JOIN customer_order o ON o.id = s.order_id WHERE s.id = $1`,
      [id],
    );
    const subscription = subscriptionOf(change.manager.getRepository(Subscription), row);
    const billing = stillBilled(subscription);
    await change.emit(EVENT_WEBHOOKS[event], {
      subscription: subscriptionRecord(
        subscription,
        { packageName: row.package_name, customerEmail: row.customer_email },
        {
          nextBillingAt: billing ? subscription.paidThrough : null,
          cancelUrl: null,
        },
      ),
    });
  }
}
