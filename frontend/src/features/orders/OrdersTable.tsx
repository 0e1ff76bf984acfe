import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderRecord } from '../../api/client';
import { DEFAULT_SITE_TEXTS } from '../../site/text-defaults';
import { useMoney, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { WideTable } from '../../ui/WideTable';
import { ORDER_STATUS, ORDER_STATUS_TEXT, PAYMENT_STATUS, PAYMENT_STATUS_TEXT, StatusBadge } from './status';

/** What a customer can do with an order: pay it while unpaid, read the receipt once paid; cancelled is final. */
export function OrderAction({ order }: { order: OrderRecord }) {
  const texts = useSiteTexts();
  if (order.paymentStatus === 'Paid')
    return (
      <Group gap="sm">
        <Text c="teal.9" fw={600} size="sm">
          {texts.youHavePaid}
        </Text>
        <ReceiptLink order={order} />
      </Group>
    );
  if (order.paymentStatus === 'Cancelled')
    return (
      <Text c="gray.7" fw={600} size="sm">
        {texts.youHaveCancelled}
      </Text>
    );
  return (
    <AnchorLink to="/pay-now/$id" params={{ id: order._id }} fw={700} size="sm">
      {texts.payNow}
    </AnchorLink>
  );
}

/** A paid order's receipt, named by its order for screen readers reading a list of them. */
export function ReceiptLink({ order }: { order: OrderRecord }) {
  const { receiptLink } = useSiteTexts();
  return (
    <AnchorLink
      to="/received-payment/$id"
      params={{ id: order._id }}
      size="sm"
      aria-label={`Receipt of the ${order.packageName} order from ${order.orderDate}`}
    >
      {receiptLink}
    </AnchorLink>
  );
}

function Customer({ order }: { order: OrderRecord }) {
  return (
    <>
      <Text size="sm">{order.customerName}</Text>
      <Text size="xs" c="gray.7" component="div">
        {order.customerEmail}{' '}
        <Badge size="xs" variant="light" color={order.customerVerified ? 'teal' : 'gray'} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
          {order.customerVerified ? 'Verified' : 'Unverified'}
        </Badge>
      </Text>
    </>
  );
}

/**
 * The one orders table: the back office sees who ordered and a link to update (or delete) each order, the
 * customer sees what they can do with their own.
 */
export function OrdersTable({
  orders,
  caption,
  view,
  adminActions,
}: {
  orders: OrderRecord[];
  caption: string;
  view: 'admin' | 'customer';
  /** more for the back office to do with an order (delete it); passed in, so the customer's pages do not load that code */
  adminActions?: (order: OrderRecord) => ReactNode;
}) {
  const { price } = useMoney();
  const admin = view === 'admin';
  const texts = useSiteTexts();
  // The customer reads the owner's words (Fixed texts); the back office keeps its own.
  const words = admin ? DEFAULT_SITE_TEXTS : texts;
  const table = (
    <Table striped highlightOnHover captionSide="top" aria-label={admin ? caption : undefined} className={admin ? undefined : 'orders-stacked'}>
      {!admin && <Table.Caption c="gray.7">{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{words.ordersDateColumn}</Table.Th>
          {admin && <Table.Th>Customer</Table.Th>}
          <Table.Th>{words.ordersPackageColumn}</Table.Th>
          <Table.Th>{words.ordersPriceColumn}</Table.Th>
          {admin && <Table.Th>Payment method</Table.Th>}
          <Table.Th>{words.ordersPaymentColumn}</Table.Th>
          <Table.Th>{words.ordersOrderColumn}</Table.Th>
          <Table.Th>{words.ordersActionColumn}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order._id} data-order-id={order._id}>
            <Table.Td data-label={words.ordersDateColumn}>{order.orderDate}</Table.Td>
            {admin && (
              <Table.Td>
                <Customer order={order} />
              </Table.Td>
            )}
            <Table.Td data-label={words.ordersPackageColumn}>{order.packageName}</Table.Td>
            <Table.Td data-label={words.ordersPriceColumn}>{price(order.packagePrice, order.currency)}</Table.Td>
            {admin && <Table.Td>PayPal</Table.Td>}
            <Table.Td data-label={words.ordersPaymentColumn}>
              <StatusBadge status={{ ...PAYMENT_STATUS[order.paymentStatus], label: words[PAYMENT_STATUS_TEXT[order.paymentStatus]] }} />
            </Table.Td>
            <Table.Td data-label={words.ordersOrderColumn}>
              <StatusBadge status={{ ...ORDER_STATUS[order.orderStatus], label: words[ORDER_STATUS_TEXT[order.orderStatus]] }} />
            </Table.Td>
            <Table.Td data-label={words.ordersActionColumn}>
              {admin ? (
                <Group gap="xs" wrap="nowrap">
                  <AnchorLink
                    to="/admin/payment-status/$id"
                    params={{ id: order._id }}
                    aria-label={`Update order of ${order.customerEmail} from ${order.orderDate}`}
                  >
                    Update
                  </AnchorLink>
                  {adminActions?.(order)}
                </Group>
              ) : (
                <OrderAction order={order} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // The back office's wide table scrolls sideways on a phone; the customer's few columns stack instead.
  return admin ? (
    <WideTable minWidth={820} label={caption}>
      {table}
    </WideTable>
  ) : (
    table
  );
}
