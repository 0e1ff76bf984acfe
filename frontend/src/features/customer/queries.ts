import { queryOptions } from '@tanstack/react-query';
import { errorMessage, isStatus, OrdersService, PaymentsService, withSession } from '../../api/client';
import { orderKeys } from '../orders/queries';

export const customerQueries = {
  receipt: (orderId: string) =>
    queryOptions({
      queryKey: orderKeys.receipt(orderId),
      // An order that is not paid (any more: a refund) has no receipt: that is an answer to show, not a failure to retry.
      queryFn: () =>
        withSession(() => OrdersService.getReceipt({ id: orderId })).catch((error: unknown) =>
          isStatus(error, 409) ? { problem: errorMessage(error) } : Promise.reject(error),
        ),
    }),
  // The checkout form carries a one-time reference: always asked afresh, never kept.
  checkout: (orderId: string) =>
    queryOptions({
      queryKey: ['checkout', orderId],
      queryFn: () =>
        withSession(() => PaymentsService.getCheckout({ orderId })).catch((error: unknown) =>
          isStatus(error, 409) ? { problem: errorMessage(error) } : Promise.reject(error),
        ),
      gcTime: 0,
      staleTime: 0,
    }),
};
