import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OrderRecord } from '@rankwell/api-client';
import { TEXTS } from '../../texts';
import { formatPrice } from '../../site/price';

/** What a customer can do with an order: pay it while unpaid; paid and cancelled are final. */
export function OrderAction({ order }: { order: OrderRecord }) {
  if (order.paymentStatus === 'Paid')
    return (
      <Text c="teal.8" fw={600} size="sm">
        {TEXTS.youHavePaid}
      </Text>
    );
  if (order.paymentStatus === 'Cancelled')
    return (
      <Text c="gray.7" fw={600} size="sm">
        {TEXTS.youHaveCancelled}
      </Text>
    );
  return (
    <Anchor component={Link} to={`/pay-now/${order._id}`} fw={700} size="sm">
      {TEXTS.payNow}
    </Anchor>
  );
}

const STATUS_COLOR: Record<OrderRecord['paymentStatus'], string> = { UnPaid: 'yellow', Paid: 'teal', Cancelled: 'gray' };

export function OrdersTable({ orders, caption }: { orders: OrderRecord[]; caption: string }) {
  if (orders.length === 0) return <Text c="gray.7">You have no orders yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Package</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id} data-order-id={order._id}>
              <Table.Td>{order.packageName}</Table.Td>
              <Table.Td>{formatPrice(order.packagePrice)}</Table.Td>
              <Table.Td>{order.orderDate}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[order.paymentStatus]} variant="light">
                  {order.paymentStatus}
                </Badge>
              </Table.Td>
              <Table.Td>{order.orderStatus}</Table.Td>
              <Table.Td>
                <OrderAction order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
