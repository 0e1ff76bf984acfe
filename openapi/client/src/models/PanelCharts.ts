/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OrderStatusCount } from './OrderStatusCount';
import type { PaymentStatusCount } from './PaymentStatusCount';
import type { RevenueMonth } from './RevenueMonth';
import type { WeekCounts } from './WeekCounts';
export type PanelCharts = {
  /**
   * Every order by order status, each status present
   */
  orderStatuses: Array<OrderStatusCount>;
  /**
   * Every order by payment status, each status present
   */
  paymentStatuses: Array<PaymentStatusCount>;
  /**
   * The last 12 months, oldest first, this month last; months without a payment are zeros
   */
  revenue: Array<RevenueMonth>;
  /**
   * The time zone the months and weeks are counted in
   */
  timeZone: string;
  /**
   * The last 12 weeks, oldest first, this week last; empty weeks are zeros
   */
  weeks: Array<WeekCounts>;
};

