import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../orders/order.entity.js';

export class RevenueMonth {
  @ApiProperty({ example: '2026-11', description: "YYYY-MM, a month of the site's time zone" }) month: string;
  /** Orders paid in the month and Paid now */
  orders: number;
  @ApiProperty({ description: 'Their package prices, USD, two decimals', example: 1245 }) amount: number;
}

export class PaymentStatusCount {
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  orders: number;
}

export class OrderStatusCount {
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  orders: number;
}

export class WeekCounts {
  @ApiProperty({ example: '2026-11-23', description: "YYYY-MM-DD, the Monday that starts the week in the site's time zone" }) week: string;
  /** Messages received in the week and not deleted */
  messages: number;
  /** Subscribers who confirmed in the week and are still on the list */
  subscribers: number;
}

/** The back office's charts, read from tallies the database keeps with every write. */
export class PanelCharts {
  @ApiProperty({ example: 'America/New_York', description: 'The time zone the months and weeks are counted in' }) timeZone: string;
  /** The last 12 months, oldest first, this month last; months without a payment are zeros */
  revenue: RevenueMonth[];
  /** Every order by payment status, each status present */
  paymentStatuses: PaymentStatusCount[];
  /** Every order by order status, each status present */
  orderStatuses: OrderStatusCount[];
  /** The last 12 weeks, oldest first, this week last; empty weeks are zeros */
  weeks: WeekCounts[];
}
