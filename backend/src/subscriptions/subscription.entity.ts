import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import { minorUnits } from '../common/money.js';
import { Order } from '../orders/order.entity.js';

/**
 * pending: ordered, not yet signed up at PayPal; active: paid up; past_due: PayPal could not take
 * a payment (it retries); cancelled: no more payments, service runs to the end of the paid period;
 * ended: over (its term ran out, or a cancelled one reached the end of its paid period).
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const RECURRING_BILLINGS = ['month', 'quarter', 'year'] as const;
export type RecurringBilling = (typeof RECURRING_BILLINGS)[number];

@Entity('subscription')
@Unique('UQ_subscription_order', ['orderId'])
@Unique('UQ_subscription_paypal_subscr_id', ['paypalSubscrId'])
@Index('subscription_status', ['status'])
@Index('subscription_changed', ['updatedAt', 'id'])
@Check('subscription_status_check', oneOf('status', SUBSCRIPTION_STATUSES))
@Check('subscription_billing_check', oneOf('billing', RECURRING_BILLINGS))
@Check('subscription_amount_minor_check', '"amount_minor" >= 0')
@Check('subscription_setup_amount_minor_check', '"setup_amount_minor" >= 0')
@Check('subscription_periods_check', '"periods" BETWEEN 2 AND 52')
export class Subscription {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  @ForeignKey(() => Order, { name: 'subscription_order_id_fkey', onDelete: 'CASCADE' })
  orderId: string;

  /** PayPal's subscr_id, from the sign-up or the first payment, whichever arrives first */
  @Column({ name: 'paypal_subscr_id', type: 'varchar', length: 64, nullable: true })
  paypalSubscrId: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: SubscriptionStatus;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** each period's price as sold, minor units */
  @Column({ name: 'amount_minor', type: 'bigint', transformer: minorUnits })
  amountMinor: number;

  /** the first period's price when it differs (a setup fee), as sold */
  @Column({ name: 'setup_amount_minor', type: 'bigint', nullable: true, transformer: minorUnits })
  setupAmountMinor: number | null;

  @Column({ type: 'varchar', length: 10 })
  billing: RecurringBilling;

  /** the term in periods; null: until cancelled */
  @Column({ type: 'int', nullable: true })
  periods: number | null;

  @Column({ name: 'payments_made', type: 'int', default: 0 })
  paymentsMade: number;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** the end of the last period paid for: the next payment is due then */
  @Column({ name: 'paid_through', type: 'timestamptz', nullable: true })
  paidThrough: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** milliseconds, as the API sends: a mirror compares it with `updatedSince` */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
