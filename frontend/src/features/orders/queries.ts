import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OrdersService } from '../../api/client';
import { read } from '../../api/queries';

export interface OrderListQuery {
  page: number;
  pageSize: number;
  paymentStatus?: 'UnPaid' | 'Paid' | 'Cancelled';
  email?: string;
  /** only the caller's own orders */
  mine?: boolean;
}

/** Every order read sits under `all`: a change to an order refreshes the lists, the totals and the receipts. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (list: OrderListQuery) => [...orderKeys.all, 'list', list] as const,
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
  receipt: (id: string) => [...orderKeys.all, 'receipt', id] as const,
};

export const orderQueries = {
  list: (list: OrderListQuery) =>
    queryOptions({
      queryKey: orderKeys.list(list),
      queryFn: read(() =>
        OrdersService.getOrders({
          page: list.page,
          pageSize: list.pageSize,
          paymentStatus: list.paymentStatus,
          email: list.email,
          mine: list.mine || undefined,
        }),
      ),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) => queryOptions({ queryKey: orderKeys.one(id), queryFn: read(() => OrdersService.getOrder({ id })) }),
  totalSales: () => queryOptions({ queryKey: [...orderKeys.all, 'total-sales'], queryFn: read(() => OrdersService.getTotalSales()) }),
  totalSpent: () => queryOptions({ queryKey: [...orderKeys.all, 'total-spent'], queryFn: read(() => OrdersService.getTotalSpent()) }),
};
