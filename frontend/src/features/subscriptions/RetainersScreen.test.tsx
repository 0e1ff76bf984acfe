import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { SubscriptionsService, type SubscriptionMetrics, type SubscriptionPage, type SubscriptionRecord } from '../../api/client';
import { RetainersScreen } from './RetainersScreen';

const retainer = (id: string, customerEmail: string, status: SubscriptionRecord['status']): SubscriptionRecord => ({
  _id: id,
  orderId: `order-${id}`,
  packageName: 'Local SEO retainer',
  customerEmail,
  amount: '1200.00',
  currency: 'EUR',
  billing: 'month',
  periods: null,
  setupAmount: null,
  status,
  paypalSubscrId: `I-${id}`,
  paymentsMade: 2,
  startedAt: '2026-09-29T10:00:00.000Z',
  paidThrough: '2026-12-29T00:00:00.000Z',
  nextBillingAt: status === 'active' ? '2026-12-29T00:00:00.000Z' : null,
  cancelledAt: status === 'cancelled' ? '2026-11-20T10:00:00.000Z' : null,
  endedAt: null,
  cancelUrl: null,
  createdAt: '2026-09-29T10:00:00.000Z',
  updatedAt: '2026-09-29T10:00:00.000Z',
});

const METRICS: SubscriptionMetrics = {
  mrr: [{ currency: 'EUR', amount: '2400.00' }],
  active: 2,
  pastDue: 0,
  cancelled: 1,
  ended: 0,
  churn: [{ month: '2026-11', activeAtStart: 4, lost: 1, rate: 0.25 }],
  revenue: [
    { currency: 'EUR', amount: '3600.00' },
    { currency: 'JPY', amount: '150000' },
  ],
};

const GERMAN_SITE = {
  siteIdentity: [{ _id: 'identity', siteName: 'Nordstern SEO', locale: 'de-DE', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }],
};

beforeEach(() => {
  jest.spyOn(SubscriptionsService, 'getSubscriptionMetrics').mockReturnValue(answer(METRICS));
  const page: SubscriptionPage = {
    items: [retainer('a', 'jonas@example.com', 'active'), retainer('b', 'mia@example.com', 'cancelled')],
    total: 2,
    page: 1,
    pageSize: 20,
  };
  jest.spyOn(SubscriptionsService, 'getSubscriptions').mockReturnValue(answer(page));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the retainers screen', () => {
  it("writes MRR, revenue and each retainer's price in the site's locale, with PayPal's decimals", async () => {
    renderAdminRoute('/retainers', RetainersScreen, '/retainers', GERMAN_SITE);
    // Intl writes a no-break space before the symbol in German; Testing Library reads it as a space.
    const jonas = within((await screen.findByText('jonas@example.com', undefined, { timeout: 5000 })).closest('tr')!);
    expect(screen.getByText('2.400,00 €')).toBeTruthy();
    expect(screen.getByText('Revenue received, per currency: 3.600,00 € · 150.000 ¥')).toBeTruthy();
    expect(jonas.getByText('1.200,00 € / month')).toBeTruthy();
    expect(jonas.getByText('Active')).toBeTruthy();
    expect(screen.getByText('1/4 (25 %)')).toBeTruthy();
  });

  it('offers to record a cancellation only for a retainer still billed, and records it for that one', async () => {
    const cancel = jest.spyOn(SubscriptionsService, 'cancelSubscription').mockReturnValue(answer(retainer('a', 'jonas@example.com', 'cancelled')));
    renderAdminRoute('/retainers', RetainersScreen, '/retainers');
    const mia = within((await screen.findByText('mia@example.com', undefined, { timeout: 5000 })).closest('tr')!);
    expect(mia.queryByRole('button')).toBeNull();
    expect(mia.getByText('Cancelled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Record the cancellation of jonas@example.com's Local SEO retainer" }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: 'a' }));
    // Without a locale of the site's, amounts are written en-US.
    expect(mia.getByText('€1,200.00 / month')).toBeTruthy();
  });
});
