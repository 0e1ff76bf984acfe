import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import { SyncPageQuery } from '../common/pagination/sync.dto.js';
import { formatMinor } from '../common/money.js';
import type { Order } from '../orders/order.entity.js';
import { RECURRING_BILLINGS, SUBSCRIPTION_STATUSES, type RecurringBilling, type Subscription, type SubscriptionStatus } from './subscription.entity.js';

export class SubscriptionQuery extends SyncPageQuery {
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES)
  status?: SubscriptionStatus;
}

/** A payment of a retainer: the period it paid for. */
export class SubscriptionPayment {
  /** PayPal's transaction id */
  txnId: string;
  /** as PayPal sent it, in the subscription's currency */
  amount: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
  /** when PayPal reported it refunded or reversed */
  refundedAt: Date | null;
}

/** A retainer as the customer, the Admins, API keys and webhooks see it. */
export class SubscriptionRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  packageName: string;
  customerEmail: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty({ example: 'EUR' }) currency: string;
  /** each period's price as sold, in the currency's decimals (text, exact) */
  @ApiProperty({ example: '1200.00' }) amount: string;
  /** the first period's price when it differed (a setup fee) */
  @ApiProperty({ type: String, nullable: true, example: '1500.00' }) setupAmount: string | null;
  @ApiProperty({ enum: RECURRING_BILLINGS }) billing: RecurringBilling;
  /** the term in periods; null: until cancelled */
  @ApiProperty({ type: Number, nullable: true }) periods: number | null;
  paymentsMade: number;
  /** PayPal's subscr_id once PayPal told it */
  @ApiProperty({ type: String, nullable: true }) paypalSubscrId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: Date | null;
  /** the end of the last period paid for */
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidThrough: Date | null;
  /** when PayPal takes the next payment; null once no more are due (cancelled, ended, term complete) */
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextBillingAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt: Date | null;
  /** where the customer cancels at PayPal: PayPal's own unsubscribe page */
  @ApiProperty({ type: String, nullable: true }) cancelUrl: string | null;
  @ApiProperty({ type: [SubscriptionPayment], required: false }) payments?: SubscriptionPayment[];
  createdAt: Date;
  /** when the retainer last changed (its status, a payment, its dates; the customer's new address): what a mirror syncs by, with `updatedSince` */
  updatedAt: Date;
}

/** A number per currency: MRR, revenue. */
export class CurrencyAmount {
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ example: '2400.00' }) amount: string;
}

export class ChurnMonth {
  @ApiProperty({ example: '2026-11' }) month: string;
  /** retainers active when the month began */
  activeAtStart: number;
  /** of those and the ones started in it, cancelled or ended in the month */
  lost: number;
  /** lost / activeAtStart, 0 when none were active */
  rate: number;
}

export class SubscriptionMetrics {
  /** monthly recurring revenue of active and past-due retainers (a quarter's price / 3, a year's / 12), per currency */
  @ApiProperty({ type: [CurrencyAmount] }) mrr: CurrencyAmount[];
  active: number;
  pastDue: number;
  cancelled: number;
  ended: number;
  /** the last 12 months, oldest first */
  @ApiProperty({ type: [ChurnMonth] }) churn: ChurnMonth[];
  /** payments received that stand (not refunded), per currency, all time: one-off orders and retainers */
  @ApiProperty({ type: [CurrencyAmount] }) revenue: CurrencyAmount[];
}

export function subscriptionRecord(
  subscription: Subscription,
  order: Pick<Order, 'packageName' | 'customerEmail'>,
  extra: { nextBillingAt: Date | null; cancelUrl: string | null; payments?: SubscriptionPayment[] },
): ApiShape<SubscriptionRecord> {
  const record: SubscriptionRecord = {
    _id: subscription.id,
    orderId: subscription.orderId,
    packageName: order.packageName,
    customerEmail: order.customerEmail,
    status: subscription.status,
    currency: subscription.currency,
    amount: formatMinor(subscription.amountMinor, subscription.currency),
    setupAmount: subscription.setupAmountMinor === null ? null : formatMinor(subscription.setupAmountMinor, subscription.currency),
    billing: subscription.billing,
    periods: subscription.periods,
    paymentsMade: subscription.paymentsMade,
    paypalSubscrId: subscription.paypalSubscrId,
    startedAt: subscription.startedAt,
    paidThrough: subscription.paidThrough,
    nextBillingAt: extra.nextBillingAt,
    cancelledAt: subscription.cancelledAt,
    endedAt: subscription.endedAt,
    cancelUrl: extra.cancelUrl,
    createdAt: subscription.createdAt,
    updatedAt: subscription.updatedAt,
  };
  if (extra.payments) record.payments = extra.payments;
  return apiShape(record);
}
