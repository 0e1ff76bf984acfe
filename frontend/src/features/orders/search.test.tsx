import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../../test/render';
import { OrdersService, type OrderPage } from '../../api/client';
import { createAppState, type AppState } from '../../app-state';
import { OrdersScreen } from './OrdersScreen';
import { validateOrdersSearch } from './search';

const order = (n: number) => ({
  _id: `o${n}`,
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  customerVerified: true,
  packageName: 'Basic',
  packagePrice: 100,
  orderDate: `2026-01-${String(n).padStart(2, '0')}`,
  paymentStatus: 'Paid' as const,
  orderStatus: 'Pending' as const,
});

/** The orders screen under its real route id, in a router whose address the test reads. */
function renderOrders(url: string) {
  // The site's state, as the app's root gives it: amounts are written in its locale.
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const admin = createRoute({ getParentRoute: () => root, id: '_admin' });
  const orders = createRoute({ getParentRoute: () => admin, path: '/total-orders', validateSearch: validateOrdersSearch, component: OrdersScreen });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([admin.addChildren([orders])]), history, context: { state: createAppState({}, null) } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return history;
}

describe('orders list state in the address', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps only well-formed page, payment status and e-mail', () => {
    expect(validateOrdersSearch({ page: '2', paymentStatus: 'Paid', email: ' ada@example.com ' })).toEqual({
      page: 2,
      paymentStatus: 'Paid',
      email: 'ada@example.com',
    });
    expect(validateOrdersSearch({ page: '0', paymentStatus: 'Refunded', email: '' })).toEqual({});
    expect(validateOrdersSearch({ page: 1.5 })).toEqual({});
  });

  it('loads the page and filters a shared link names, and shows them in the filters', async () => {
    const getOrders = jest.spyOn(OrdersService, 'getOrders').mockResolvedValue({ items: [order(1)], total: 25, page: 2, pageSize: 10 } as OrderPage);
    renderOrders('/total-orders?page=2&paymentStatus=Paid&email=ada%40example.com');
    await screen.findByText('2026-01-01');
    expect(getOrders).toHaveBeenLastCalledWith({ page: 2, pageSize: 10, paymentStatus: 'Paid', email: 'ada@example.com' });
    expect(screen.getByLabelText('Customer e-mail')).toHaveValue('ada@example.com');
    expect(screen.getAllByDisplayValue('Paid').length).toBeGreaterThan(0);
  });

  it('puts the next page in the address, and Back returns to the page before', async () => {
    const getOrders = jest.spyOn(OrdersService, 'getOrders').mockResolvedValue({ items: [order(1)], total: 25, page: 1, pageSize: 10 } as OrderPage);
    const history = renderOrders('/total-orders?paymentStatus=Paid');
    await screen.findByText('2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.location.search).toBe('?paymentStatus=Paid&page=2'));
    await waitFor(() => expect(getOrders).toHaveBeenLastCalledWith({ page: 2, pageSize: 10, paymentStatus: 'Paid' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    history.back();
    await waitFor(() => expect(history.location.search).toBe('?paymentStatus=Paid'));
    // Page 1 comes back from the cache: no second request.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled());
  });

  it('starts again from page 1 when the e-mail filter changes, replacing the entry while typing', async () => {
    const getOrders = jest.spyOn(OrdersService, 'getOrders').mockResolvedValue({ items: [order(1)], total: 25, page: 3, pageSize: 10 } as OrderPage);
    const history = renderOrders('/total-orders?page=3');
    await screen.findByText('2026-01-01');
    const before = history.length;
    fireEvent.change(screen.getByLabelText('Customer e-mail'), { target: { value: 'ada' } });
    await waitFor(() => expect(history.location.search).toBe('?email=ada'));
    expect(history.length).toBe(before);
    await waitFor(() => expect(getOrders).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, email: 'ada' }));
  });
});
