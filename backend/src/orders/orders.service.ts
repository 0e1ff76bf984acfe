import type { Readable } from 'node:stream';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import { type Actor } from '../audit/audit.service.js';
import { BrandService } from '../content/brand.service.js';
import type { Viewer } from '../auth/viewer.js';
import { countryNamer } from '../common/countries.js';
import { streamCsv } from '../common/csv.js';
import { formatMinor, formatUsd, toMajor } from '../common/money.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { readTally } from '../database/tallies.js';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import { MailCapsService, type MailCapName } from '../mail/mail-caps.js';
import { MailService } from '../mail/mail.service.js';
import type { MailOf } from '../mail/templates.js';
import { PricingService } from '../pricing/pricing.service.js';
import { RosterService } from '../users/roster.service.js';
import { Order, type AdminPaymentStatus, type OrderStatus, type PaymentStatus } from './order.entity.js';
import { orderFacts, orderRecord, type NewOrderInput, type OrderQuery, type ReceiptDto, type TotalDto } from './orders.dto.js';
import { ORDER_TEXTS } from './texts.js';
import { Changes, type Change } from '../changes/changes.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { TaxService } from '../tax/tax.service.js';
import { checkVies } from '../tax/vies.js';
import { JobQueue } from '../jobs/job-queue.js';
import { ProjectsService } from '../projects/projects.service.js';

/** Who or what moved a payment status: an Admin (the audit's actor), or PayPal or the customer. */
export type PaymentCause = { actor: Actor | undefined } | { by: 'PayPal' | 'the customer'; detail?: string };

const ORDER_DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

function total(amount: string | null): TotalDto {
  const value = Number(amount ?? 0);
  return { total: value, formatted: formatUsd(value) };
}

@Injectable()
export class OrdersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly roster: RosterService,
    private readonly mail: MailService,
    private readonly mailCaps: MailCapsService,
    private readonly brand: BrandService,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly subscriptions: SubscriptionsService,
    private readonly tax: TaxService,
    private readonly jobs: JobQueue,
    private readonly projects: ProjectsService,
  ) {}

  /**
   * A VAT number is confirmed with VIES after the order, never before it: the order stands whatever
   * VIES says or whether it answers, and the Admins see the answer on the order.
   */
  async onApplicationBootstrap(): Promise<void> {
    const viesUrl = this.settings.viesUrl;
    if (!viesUrl) return;
    await this.jobs.work('vies-check', { localConcurrency: 1 }, async ({ orderId }) => {
      const order = await this.find(orderId);
      if (!order?.customerVatNumber) return;
      const answer = await checkVies(order.customerVatNumber, { baseUrl: viesUrl });
      // Through the write path, so the order's history says when VIES answered and what.
      await this.changes.run({}, async (change) => {
        const result = await change.manager.getRepository(Order).update({ _id: orderId }, { viesStatus: answer.status });
        if (!result.affected) return;
        await change.record(undefined, {
          kind: 'order',
          action: 'vies-check',
          subject: `Order ${orderId} (${order.packageName})`,
          subjectId: orderId,
          detail: `VIES: ${order.customerVatNumber} ${answer.status}`,
        });
      });
      if (answer.status === 'unavailable') throw new Error(`VIES could not check ${order.customerVatNumber}: ${answer.reason}`);
    });
  }

  /**
   * Package, price, customer e-mail, statuses and date come from the server, never the request.
   * An account that has not proved its address places a few orders an hour: each mails that
   * address, which may be a stranger's, and every Admin. Its owner, told so, lifts the limit by
   * opening the verification link.
   */
  async create(viewer: Viewer, input: NewOrderInput): Promise<Order> {
    const chosen = await this.pricing.findPackage(input.packageId);
    if (!chosen) throw new NotFoundException(`Pricing package ${input.packageId} was not found`);
    if (chosen.archivedAt) throw new ConflictException(`The ${chosen.packageName} package is no longer offered`);
    if (!viewer.emailVerified) {
      const spent = await this.mailCaps.take('unverifiedOrders', viewer.id);
      if (spent) throw new TooManyRequestsException(ORDER_TEXTS.unverifiedTooMany(spent.limit, spent.retryAfterSeconds), spent.retryAfterSeconds);
    }
    if (input.customerVatNumber?.trim() && !input.customerCompany?.trim()) {
      throw new BadRequestException('customerCompany: a VAT number belongs to a business: give its legal name');
    }
    const tax = await this.tax.forOrder(chosen, input.customerCountry, input.customerVatNumber);
    const order = await this.changes.run({}, async (change) => {
      const { manager } = change;
      // What the customer typed, as the DTO validated and whitelisted it (a field added to the form
      // is stored without a line here); what the order is priced and owned by comes from the server.
      const { packageId: _asked, ...typed } = input;
      const saved = await manager.getRepository(Order).save({
        ...typed,
        customerCompany: input.customerCompany?.trim() || null,
        customerVatNumber: tax.vatNumber,
        vatRate: tax.rate,
        taxNote: tax.note,
        packageId: chosen._id,
        packageName: chosen.packageName,
        priceMinor: tax.grossMinor,
        currency: chosen.currency,
        billing: chosen.billing,
        accountId: viewer.id,
        customerEmail: viewer.email,
        paymentStatus: 'UnPaid',
        orderStatus: 'Pending',
        orderDate: ORDER_DATE.format(new Date()),
      });
      await this.subscriptions.open(change, saved, chosen, tax);
      if (tax.vatNumber && this.settings.viesUrl) await change.enqueue('vies-check', { orderId: saved._id });
      await change.emit('order.created', { order: orderRecord(saved) });
      return saved;
    });
    const facts = orderFacts(order);
    await this.notify(
      order.customerEmail,
      { kind: 'orderPlaced', data: { ...facts, orderDate: order.orderDate, payUrl: `${this.settings.publicUrl}/pay-now/${order._id}` } },
      viewer.emailVerified ? [] : ['unverifiedAccount', 'unproved'],
    );
    await this.mail.toAdmins({
      kind: 'newOrder',
      data: { ...facts, customerName: order.customerName, customerEmail: order.customerEmail, orderUrl: this.adminOrderUrl(order._id) },
    });
    return order;
  }

  /** A customer pages through their own orders; an Admin through everyone's, newest first. */
  async page(viewer: Viewer, query: OrderQuery): Promise<Page<Order>> {
    const all = !query.mine && (await this.roster.can(viewer, 'orders:read'));
    const { page, pageSize, offset } = pageBounds(query, 10);
    const builder = this.filtered(viewer, query, all);
    const sorted =
      query.sort === 'updated'
        ? builder.clone().orderBy('o.updatedAt', 'ASC').addOrderBy('o._id', 'ASC')
        : builder.clone().orderBy('o.createdAt', 'DESC').addOrderBy('o._id', 'DESC');
    const items = await sorted.skip(offset).take(pageSize).getMany();
    // Everyone's orders, of one status or all, are counted by the tally triggers; a customer's own
    // orders are few and counted on order_customer_newest; a search or a sync filter counts what it finds.
    const counted = all && !query.email && !query.orderStatus && !query.createdFrom && !query.createdBefore && !query.updatedSince;
    const total = counted ? (await readTally(this.dataSource, 'order', query.paymentStatus)).count : await builder.getCount();
    return { items: await this.withVerification(items), total, page, pageSize };
  }

  /** Everyone's orders of the admin list's filters (payment status, e-mail search), newest first, streamed as CSV; countries by name. */
  async csv(query: OrderQuery): Promise<Readable> {
    const countryName = countryNamer((await this.brand.identity()).locale || 'en');
    const [sql, parameters] = this.filtered(undefined, query, true)
      .select('o.order_date', 'Order date')
      .addSelect('o.id', 'Order')
      .addSelect('o.customer_name', 'Customer name')
      .addSelect('o.customer_email', 'Customer email')
      .addSelect('o.customer_address', 'Address')
      .addSelect('o.customer_country', 'Country')
      .addSelect('o.package_name', 'Package')
      .addSelect('o.price_minor', 'Price')
      .addSelect('o.currency', 'Currency')
      .addSelect('o.payment_status', 'Payment status')
      .addSelect('o.order_status', 'Order status')
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .getQueryAndParameters();
    const columns = [
      'Order date',
      'Order',
      'Customer name',
      'Customer email',
      'Address',
      'Country',
      'Package',
      'Price',
      'Currency',
      'Payment status',
      'Order status',
    ];
    return streamCsv(this.dataSource, sql, parameters, columns, (row) => ({
      ...row,
      Country: countryName(String(row.Country)),
      Price: formatMinor(Number(row.Price), String(row.Currency)),
    }));
  }

  private filtered(viewer: Viewer | undefined, query: OrderQuery, all: boolean) {
    const builder = this.dataSource.getRepository(Order).createQueryBuilder('o');
    if (!all) builder.andWhere('o.customerEmail = :me', { me: viewer!.email });
    if (query.paymentStatus) builder.andWhere('o.paymentStatus = :status', { status: query.paymentStatus });
    if (query.orderStatus) builder.andWhere('o.orderStatus = :orderStatus', { orderStatus: query.orderStatus });
    if (query.createdFrom) builder.andWhere('o.createdAt >= :createdFrom', { createdFrom: new Date(query.createdFrom) });
    if (query.createdBefore) builder.andWhere('o.createdAt < :createdBefore', { createdBefore: new Date(query.createdBefore) });
    if (query.updatedSince) builder.andWhere('o.updatedAt > :updatedSince', { updatedSince: new Date(query.updatedSince) });
    if (all && query.email) {
      builder.andWhere(
        new Brackets((where) => where.where('o.customerEmail LIKE :email', { email: `%${query.email!.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` })),
      );
    }
    return builder;
  }

  /** Marks each order with whether its customer proved the address, so the admin can tell. */
  async withVerification(orders: Order[]): Promise<(Order & { customerVerified: boolean })[]> {
    const emails = [...new Set(orders.map((order) => order.customerEmail))];
    const rows: { email: string }[] = emails.length
      ? await this.dataSource.query(`SELECT email FROM account WHERE email = ANY($1) AND email_verified_at IS NOT NULL`, [emails])
      : [];
    const verified = new Set(rows.map((row) => row.email));
    return orders.map((order) => Object.assign(order, { customerVerified: verified.has(order.customerEmail) }));
  }

  /** The owner or an Admin; anyone else gets the same 404 as for a missing order. */
  async getVisible(viewer: Viewer, id: string): Promise<Order> {
    const order = await this.find(id);
    if (order && (order.customerEmail === viewer.email || (await this.roster.can(viewer, 'orders:read')))) return (await this.withVerification([order]))[0];
    throw new NotFoundException(`Order ${id} was not found`);
  }

  /**
   * The receipt of a paid order, for its owner or an Admin (anyone else: the same 404 as for a
   * missing order). It names the payment that stands: refunded ones no longer do, and a
   * duplicate only when no first payment is left.
   */
  async receipt(viewer: Viewer, id: string): Promise<ReceiptDto> {
    const order = await this.getVisible(viewer, id);
    if (order.paymentStatus !== 'Paid') throw new ConflictException(`Order ${id} is ${order.paymentStatus}; its receipt is issued once it is paid`);
    const [payment]: { txn_id: string; amount_minor: string; currency: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT txn_id, amount_minor, currency, created_at FROM payment WHERE order_id = $1 AND refunded_at IS NULL ORDER BY duplicate, created_at LIMIT 1`,
      [id],
    );
    const [identity, business] = await Promise.all([this.brand.identity(), this.brand.business()]);
    return {
      order: orderRecord(order),
      seller: { name: identity.legalName?.trim() || identity.siteName, address: business.legalAddress?.trim() || null, taxId: business.taxId?.trim() || null },
      paymentMethod: 'PayPal',
      transactionId: payment?.txn_id ?? null,
      paidAt: payment?.created_at ?? null,
      amount: payment ? toMajor(Number(payment.amount_minor), payment.currency) : toMajor(order.priceMinor, order.currency),
      currency: payment?.currency ?? order.currency,
    };
  }

  async find(id: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOneBy({ _id: id });
  }

  /** An Admin's change by hand, recorded with who and when (a payment set Paid by hand most of all). */
  async setPaymentStatus(id: string, paymentStatus: AdminPaymentStatus, actor?: Actor): Promise<Order> {
    return this.change(id, { paymentStatus }, actor);
  }

  /** Delivered is news for the customer: they are mailed once the change has committed. */
  async setOrderStatus(id: string, orderStatus: OrderStatus, actor?: Actor): Promise<Order> {
    let delivered: Order | undefined;
    const order = await this.change(id, { orderStatus }, actor, (moved) => {
      if (moved.orderStatus === 'Delivered') delivered = moved;
    });
    // Only the change that moved it mails: of two Admins setting Delivered at once, one does.
    if (delivered) {
      await this.notify(delivered.customerEmail, {
        kind: 'orderDelivered',
        data: { ...orderFacts(delivered), ordersUrl: `${this.settings.publicUrl}/my-order` },
      });
    }
    return order;
  }

  /**
   * An Admin deletes an order (spam, an erasure request); the tallies follow in the same
   * transaction (their triggers). An order with a PayPal payment on record is kept: the payment is
   * part of the accounts, and deleting the order would orphan it. The audit entry names the order
   * by id and package only, so an erasure leaves no personal data behind in the log.
   */
  async remove(id: string, actor?: Actor): Promise<void> {
    await this.changes.run({}, async (change) => {
      const { manager } = change;
      const order = await manager.getRepository(Order).findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundException(`Order ${id} was not found`);
      const [{ payments }]: [{ payments: number }] = await manager.query(`SELECT count(*)::int AS payments FROM payment WHERE order_id = $1`, [id]);
      if (payments > 0) throw new ConflictException(`Order ${id} has PayPal payments on record, which are kept for the accounts; it cannot be deleted`);
      await manager.query(`UPDATE payment_notification SET order_id = NULL WHERE order_id = $1`, [id]);
      await manager.getRepository(Order).delete({ _id: id });
      await change.record(actor, {
        kind: 'order',
        action: 'delete',
        subject: `Order ${id} (${order.packageName})`,
        subjectId: id,
        detail: `${order.paymentStatus}, ${order.orderStatus}`,
      });
    });
  }

  /** The customer's own cancel from PayPal's cancel page; only an unpaid order can be cancelled. */
  async cancel(viewer: Viewer, id: string): Promise<Order> {
    const order = await this.find(id);
    if (!order || order.customerEmail !== viewer.email) throw new NotFoundException(`Order ${id} was not found`);
    const cancelled = await this.changes.run({}, async (change) => {
      const { manager } = change;
      const current = await manager.getRepository(Order).findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
      if (current?.paymentStatus !== 'UnPaid') return null;
      return this.movePaymentStatus(change, current, 'Cancelled', { by: 'the customer' });
    });
    if (!cancelled) {
      if (order.paymentStatus === 'Cancelled') return order;
      throw new ConflictException(`Order ${id} is ${order.paymentStatus} and can no longer be cancelled`);
    }
    return { ...order, paymentStatus: 'Cancelled' };
  }

  async totalSales(): Promise<TotalDto> {
    return total((await readTally(this.dataSource, 'order', 'Paid')).amount);
  }

  /**
   * A customer's orders are few and found through order_customer_newest; no tally needed. The
   * status test sits in the aggregate so the customer is the only condition an index can take:
   * without statistics (the embedded engine has no autovacuum to gather them) the planner
   * otherwise joined in order_status_newest and read every Paid order of every customer.
   */
  async totalSpent(viewer: Viewer): Promise<TotalDto> {
    const rows: { sum: string | null }[] = await this.dataSource.query(
      `SELECT sum(price_minor) FILTER (WHERE payment_status = 'Paid' AND currency = 'USD') AS sum FROM customer_order WHERE customer_email = $1`,
      [viewer.email],
    );
    return total(rows[0].sum === null ? null : formatMinor(Number(rows[0].sum), 'USD'));
  }

  /** Mail never blocks or undoes an order: a failed send, or one held back by `caps`, is logged. */
  async notify(to: string, mail: MailOf, caps: readonly MailCapName[] = []): Promise<void> {
    try {
      if (caps.length && (await this.mailCaps.admit({ to, kind: mail.kind }, caps))) return;
      await this.mail.send({ to, ...mail });
    } catch (error) {
      this.logger.warn(`Could not send a ${mail.kind} mail to ${to}: ${(error as Error).message}`);
    }
  }

  /** Where an Admin opens an order from a mail. */
  adminOrderUrl(orderId: string): string {
    return `${this.settings.publicUrl}/admin/payment-status/${orderId}`;
  }

  /** `moved` hears of the order as changed, once the change has committed (not when nothing moved). */
  private async change(
    id: string,
    values: Pick<Order, 'paymentStatus'> | Pick<Order, 'orderStatus'>,
    actor?: Actor,
    moved?: (order: Order) => void,
  ): Promise<Order> {
    return this.changes.run({}, async (change) => {
      const { manager } = change;
      const order = await manager.getRepository(Order).findOne({ where: { _id: id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundException(`Order ${id} was not found`);
      const [field, value] = Object.entries(values)[0] as ['paymentStatus' | 'orderStatus', string];
      if (order[field] === value) return order;
      if (field === 'paymentStatus') return (await this.movePaymentStatus(change, order, value as PaymentStatus, { actor })) ?? order;
      await manager.getRepository(Order).update({ _id: id }, values);
      await change.record(actor, {
        kind: 'order',
        action: 'order-status',
        subject: `Order ${id} (${order.packageName})`,
        subjectId: id,
        detail: `${field}: ${order[field]} → ${value}`,
      });
      const changed = (await manager.getRepository(Order).findOneBy({ _id: id }))!;
      await this.emitChange(change, changed, field, order[field], value);
      if (moved) change.afterCommit(() => moved(changed));
      return changed;
    });
  }

  /**
   * The one way an order's payment status changes, whoever asks: an Admin by hand, PayPal's
   * verified payment, a refund or reversal, the customer's cancel. In the caller's transaction, on
   * the order row it locked (the caller's Change): the row, its audit entry (the Admin as actor, or who else caused it)
   * and its webhook event commit together. Null when the order is in that status already.
   */
  async movePaymentStatus(change: Change, locked: Order, to: PaymentStatus, cause: PaymentCause): Promise<Order | null> {
    const from = locked.paymentStatus;
    if (from === to) return null;
    const { manager } = change;
    await manager.getRepository(Order).update({ _id: locked._id }, { paymentStatus: to });
    const byWhom = 'actor' in cause ? '' : ` (by ${cause.by}${cause.detail ? `: ${cause.detail}` : ''})`;
    await change.record('actor' in cause ? cause.actor : undefined, {
      kind: 'order',
      action: 'payment-status',
      subject: `Order ${locked._id} (${locked.packageName})`,
      subjectId: locked._id,
      detail: `paymentStatus: ${from} → ${to}${byWhom}`,
    });
    const changed = await manager.getRepository(Order).findOneByOrFail({ _id: locked._id });
    await this.emitChange(change, changed, 'paymentStatus', from, to);
    // A paid order opens its project in the client portal, with the payment (once per order).
    if (to === 'Paid') await this.projects.open(change, locked._id);
    return changed;
  }

  /**
   * The webhook event of a status change, in its transaction: `order.paid` when it became Paid,
   * `order.cancelled` when Cancelled, else `order.status_changed` naming the field and both values.
   */
  private async emitChange(change: Change, order: Order, field: 'paymentStatus' | 'orderStatus', from: string, to: string): Promise<void> {
    if (field === 'paymentStatus' && to === 'Paid') await change.emit('order.paid', { order: orderRecord(order) });
    else if (field === 'paymentStatus' && to === 'Cancelled') await change.emit('order.cancelled', { order: orderRecord(order) });
    else await change.emit('order.status_changed', { order: orderRecord(order), change: { field, from, to } });
  }
}
