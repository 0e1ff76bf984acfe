import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readCalendar, readDatedTally, readTallies } from '../database/tallies.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order.entity.js';
import type { PanelCharts } from './panel.dto.js';

const PERIODS = 12;

/** The first days of the `PERIODS` periods ending with `last`, oldest first; calendar arithmetic on dates, no time zone involved. */
function periodsUpTo(last: string, step: (day: Date, back: number) => void): string[] {
  return Array.from({ length: PERIODS }, (_, index) => {
    const day = new Date(`${last}T00:00:00Z`);
    step(day, PERIODS - 1 - index);
    return day.toISOString().slice(0, 10);
  });
}

const monthsBack = (day: Date, back: number) => day.setUTCMonth(day.getUTCMonth() - back);
const weeksBack = (day: Date, back: number) => day.setUTCDate(day.getUTCDate() - 7 * back);

@Injectable()
export class PanelService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every figure comes from the tallies: a few dozen rows at most, however many orders, messages and subscribers there are. */
  async charts(): Promise<PanelCharts> {
    const { timeZone, month, week } = await readCalendar(this.dataSource);
    const months = periodsUpTo(month, monthsBack);
    const weeks = periodsUpTo(week, weeksBack);
    const [revenue, messages, subscribers, payment, order] = await Promise.all([
      readDatedTally(this.dataSource, 'revenue', months[0], month),
      readDatedTally(this.dataSource, 'message', weeks[0], week),
      readDatedTally(this.dataSource, 'subscriber', weeks[0], week),
      readTallies(this.dataSource, 'order'),
      readTallies(this.dataSource, 'order-status'),
    ]);
    return {
      timeZone,
      revenue: months.map((first) => ({
        month: first.slice(0, 7),
        orders: revenue.get(first)?.count ?? 0,
        amount: Number(revenue.get(first)?.amount ?? 0),
      })),
      paymentStatuses: PAYMENT_STATUSES.map((status) => ({ status, orders: payment.get(status)?.count ?? 0 })),
      orderStatuses: ORDER_STATUSES.map((status) => ({ status, orders: order.get(status)?.count ?? 0 })),
      weeks: weeks.map((first) => ({ week: first, messages: messages.get(first)?.count ?? 0, subscribers: subscribers.get(first)?.count ?? 0 })),
    };
  }
}
