import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { OrdersService } from '../../api/client';
import { PendingOrdersNotice } from './PendingOrdersPage';

type OrdersPage = Awaited<ReturnType<typeof OrdersService.getOrders>>;
const unpaidOrders = (total: number) =>
  jest.spyOn(OrdersService, 'getOrders').mockImplementation(() => answer({ items: [], total, page: 1, pageSize: 1 } as unknown as OrdersPage));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the pending orders notice', () => {
  it('thanks for the placed order while one of the customer’s orders waits for payment', async () => {
    const orders = unpaidOrders(1);
    renderAdminRoute('/pending-order', PendingOrdersNotice, '/pending-order');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your order is placed. Pay for it below whenever you are ready.');
    expect(orders).toHaveBeenCalledWith(expect.objectContaining({ paymentStatus: 'UnPaid', mine: true }));
  });

  it('says nothing is left to pay, and links to the orders and the pricing page, when every order is paid', async () => {
    unpaidOrders(0);
    renderAdminRoute('/pending-order', PendingOrdersNotice, '/pending-order');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('No order is waiting for payment');
    expect(notice).not.toHaveTextContent('Your order is placed');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-order');
    await waitFor(() => expect(screen.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', expect.stringMatching(/^\/pricing\/?$/)));
  });
});
