import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { minorUnits } from '../common/money.js';
import { Order } from '../orders/order.entity.js';

/** The PayPal account that receives payments (the checkout form's business). One expected. */
@Entity('paypal_email')
@Unique('UQ_paypal_email_singleton', ['singletonKey'])
export class PaypalEmail {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'paypal_email', type: 'varchar', length: 254 })
  paypalEmail: string;

  @Column({ name: 'singleton_key', type: 'varchar', length: 20, default: 'paypal', select: false })
  singletonKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** `subscription`: a retainer's message that changed it (a sign-up, a failed payment, a cancellation, its end). */
export const NOTIFICATION_OUTCOMES = [
  'received',
  'verifying',
  'paid',
  'duplicate',
  'refunded',
  'subscription',
  'ignored',
  'rejected',
  'unverified',
  'verify-failed',
] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** Every Instant Payment Notification, stored before it is acted on, with what came of it. */
@Entity('payment_notification')
// The notifications still to be verified, found again after a restart.
@Index('payment_notification_unsettled', ['outcome'], { where: `"outcome" IN ('received', 'verifying', 'verify-failed')` })
// A payment refused once stays refused: each new Completed payment looks up its txn_id here.
@Index('payment_notification_rejected', ['txnId'], { where: `"outcome" = 'rejected'` })
export class PaymentNotification {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  /** the message exactly as PayPal posted it; verification posts these bytes back */
  @Column({ type: 'text' })
  raw: string;

  @Column({ name: 'txn_id', type: 'varchar', length: 64, nullable: true })
  txnId: string | null;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'payment_status', type: 'varchar', length: 40, nullable: true })
  paymentStatus: string | null;

  /** the payment e-mail when it arrived: the receiver is checked against it, however late PayPal verifies */
  @Column({ name: 'payment_email', type: 'varchar', length: 254, nullable: true })
  paymentEmail: string | null;

  @Column({ type: 'varchar', length: 20, default: 'received' })
  outcome: NotificationOutcome;

  @Column({ type: 'varchar', length: 300, nullable: true })
  reason: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A completed payment: txn_id is unique, so a replayed notification can never pay twice. An
 * order is paid by its first payment; others arriving while it stands are duplicates to refund.
 */
@Entity('payment')
@Index('payment_order', ['orderId'])
export class Payment {
  @Column({ name: 'txn_id', type: 'varchar', length: 64, primary: true })
  txnId: string;

  @Column({ name: 'order_id', type: 'uuid' })
  @ForeignKey(() => Order, { name: 'payment_order_id_fkey' })
  orderId: string;

  /** what PayPal reported, in the currency's minor units */
  @Column({ name: 'amount_minor', type: 'bigint', transformer: minorUnits })
  amountMinor: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'payer_email', type: 'varchar', length: 254, nullable: true })
  payerEmail: string | null;

  /** the order was already Paid when this payment arrived */
  @Column({ type: 'boolean', default: false })
  duplicate: boolean;

  /** the period of a retainer this payment pays for; null for a one-off payment */
  @Column({ name: 'period_start', type: 'timestamptz', nullable: true })
  periodStart: Date | null;

  @Column({ name: 'period_end', type: 'timestamptz', nullable: true })
  periodEnd: Date | null;

  /** when PayPal reported it Refunded or Reversed; the order stays Paid while another of its payments stands */
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Messages the built-in simulator sent, so its verify endpoint answers VERIFIED only for them. */
@Entity('simulator_message')
export class SimulatorMessage {
  @Column({ name: 'body_hash', type: 'varchar', length: 64, primary: true })
  bodyHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A subscription the simulator runs: what its checkout was given, so its controls can send each later message as PayPal would. */
@Entity('simulator_subscription')
export class SimulatorSubscription {
  @Column({ name: 'subscr_id', type: 'varchar', length: 64, primary: true })
  subscrId: string;

  @Column({ type: 'jsonb' })
  fields: Record<string, string>;

  @Column({ type: 'int', default: 0 })
  payments: number;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
