import { Badge } from '@mantine/core';
import type { OrderRecord } from '../../api/client';
import type { SiteTexts } from '../../site/brand';

type PaymentStatus = OrderRecord['paymentStatus'];
type OrderStatus = OrderRecord['orderStatus'];

/** How each status reads and which colour marks it, the same in the back office and the customer's views. */
export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; color: string }> = {
  UnPaid: { label: 'Unpaid', color: 'yellow' },
  Paid: { label: 'Paid', color: 'teal' },
  Cancelled: { label: 'Cancelled', color: 'gray' },
};

export const ORDER_STATUS: Record<OrderStatus, { label: string; color: string }> = {
  Pending: { label: 'Pending', color: 'blue' },
  Delivered: { label: 'Delivered', color: 'teal' },
};

/** The Fixed texts a customer reads each status in (the back office keeps the labels above). */
export const PAYMENT_STATUS_TEXT = { UnPaid: 'statusUnpaid', Paid: 'statusPaid', Cancelled: 'statusCancelled' } as const satisfies Record<
  PaymentStatus,
  keyof SiteTexts
>;
export const ORDER_STATUS_TEXT = { Pending: 'statusPending', Delivered: 'statusDelivered' } as const satisfies Record<OrderStatus, keyof SiteTexts>;

/** A status as a tinted badge with dark text, which keeps WCAG AA contrast whatever the tint. */
export function StatusBadge({ status }: { status: { label: string; color: string } }) {
  return (
    <Badge variant="light" color={status.color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
      {status.label}
    </Badge>
  );
}
