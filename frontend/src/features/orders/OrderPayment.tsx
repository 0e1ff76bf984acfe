import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderRecord } from '../../api/client';
import { customerQueries } from '../customer/queries';

/**
 * The payment that paid an order, as its receipt names it: PayPal's transaction id (what the
 * Admin looks up in PayPal to refund or answer the customer), or that it was marked Paid by hand.
 */
export function OrderPayment({ order }: { order: OrderRecord }) {
  const receipt = useQuery({ ...customerQueries.receipt(order._id), enabled: order.paymentStatus === 'Paid' });
  if (order.paymentStatus !== 'Paid' || !receipt.data || 'problem' in receipt.data) return null;
  const { transactionId } = receipt.data;
  return (
    <Text size="sm" data-testid="order-transaction">
      {transactionId ? (
        <>
          PayPal transaction ID:{' '}
          <Text span ff="monospace" size="sm">
            {transactionId}
          </Text>
        </>
      ) : (
        'No PayPal payment: marked Paid by hand'
      )}
    </Text>
  );
}
