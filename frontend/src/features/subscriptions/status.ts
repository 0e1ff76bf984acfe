import type { SubscriptionRecord } from '../../api/client';

/** How a retainer's state reads, and its badge colour (dark enough text on its light badge for WCAG AA). */
export const SUBSCRIPTION_STATUS: Record<SubscriptionRecord['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for PayPal', color: 'gray' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'orange' },
  ended: { label: 'Ended', color: 'gray' },
};

const PERIOD = { month: 'month', quarter: 'quarter', year: 'year' } as const;

/** "€1,200.00 / month", the amount written by `money` (useMoney's, the site's locale). */
export const amountOf = (retainer: Pick<SubscriptionRecord, 'amount' | 'currency' | 'billing'>, money: (amount: string, currency: string) => string) =>
  `${money(retainer.amount, retainer.currency)} / ${PERIOD[retainer.billing]}`;

export const dayOf = (moment: string | null) =>
  moment ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(moment)) : '—';

/** The last day paid for: periods end at the start of the next day. */
export const lastPaidDay = (paidThrough: string | null) => (paidThrough ? dayOf(new Date(new Date(paidThrough).getTime() - 86_400_000).toISOString()) : '—');
