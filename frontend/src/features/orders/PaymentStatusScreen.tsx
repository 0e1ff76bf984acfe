import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OrdersService, type OrderRecord } from '../../api/client';
import { useMoney } from '../../site/use-site';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { useCountryName } from './countries';
import { DeleteOrder } from './DeleteOrder';
import { OrderPayment } from './OrderPayment';
import { ReceiptLink } from './OrdersTable';
import { ORDER_STATUS, PAYMENT_STATUS } from './status';
import { orderKeys, orderQueries } from './queries';

const route = getRouteApi('/_admin/admin/payment-status/$id');

/** What the EU's VIES said of the customer's VAT number. */
const VIES = { valid: 'confirmed', invalid: 'not registered', unavailable: 'could not be asked' } as const;

export function PaymentStatusScreen() {
  const { id } = route.useParams();
  const order = useQuery(orderQueries.one(id));
  return <RemoteState remote={order}>{(current) => <OrderStatusForms key={current._id} order={current} />}</RemoteState>;
}

function OrderStatusForms({ order }: { order: OrderRecord }) {
  const { price } = useMoney();
  const [payment, setPayment] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const navigate = useNavigate();
  const countryName = useCountryName();
  const id = order._id;
  // Either change shows at once in this order, the orders lists, the panel's total and the customer's views.
  const payments = useSave({
    action: (paymentStatus: 'UnPaid' | 'Paid') => OrdersService.updatePaymentStatus({ id, requestBody: { paymentStatus } }),
    message: TEXTS.paymentStatusUpdated,
    changes: [orderKeys.all],
  });
  const progressSave = useSave({
    action: (orderStatus: 'Pending' | 'Delivered') => OrdersService.updateOrderStatus({ id, requestBody: { orderStatus } }),
    message: TEXTS.orderStatusUpdated,
    changes: [orderKeys.all],
  });
  return (
    <Stack maw={560}>
      <Title order={1}>Update order</Title>
      <Text>
        {order.customerName} ({order.customerEmail}) · {order.packageName} {price(order.packagePrice, order.currency)} · {order.orderDate}
      </Text>
      <Text size="sm" c="gray.7">
        {[order.customerAddress, countryName(order.customerCountry)].filter(Boolean).join(' · ')}
      </Text>
      {(order.customerCompany || order.customerVatNumber) && (
        <Text size="sm" c="gray.7">
          {[
            order.customerCompany,
            order.customerVatNumber && `VAT number ${order.customerVatNumber}${order.viesStatus ? ` (VIES: ${VIES[order.viesStatus]})` : ''}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {(order.taxNote || order.vatRate > 0) && (
        <Text size="sm" c="gray.7">
          VAT: {order.taxNote ?? `${order.vatRate / 100} % included in the price`}
        </Text>
      )}
      <form
        aria-label="Payment status"
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          const next = (payment ?? order.paymentStatus) as 'UnPaid' | 'Paid';
          await payments.save(next);
        }}
      >
        <Group align="end">
          <Select
            label="Payment status"
            data={[
              { value: 'UnPaid', label: PAYMENT_STATUS.UnPaid.label },
              { value: 'Paid', label: PAYMENT_STATUS.Paid.label },
            ]}
            value={payment ?? (order.paymentStatus === 'Cancelled' ? null : order.paymentStatus)}
            onChange={setPayment}
            w={200}
          />
          <Button type="submit" loading={payments.saving}>
            Update payment
          </Button>
        </Group>
      </form>
      <form
        aria-label="Order status"
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          const next = (progress ?? order.orderStatus) as 'Pending' | 'Delivered';
          await progressSave.save(next);
        }}
      >
        <Group align="end">
          <Select
            label="Order status"
            data={Object.entries(ORDER_STATUS).map(([value, { label }]) => ({ value, label }))}
            value={progress ?? order.orderStatus}
            onChange={setProgress}
            w={200}
          />
          <Button type="submit" loading={progressSave.saving}>
            Update order
          </Button>
        </Group>
      </form>
      <Text size="sm" c="gray.7">
        Now: {PAYMENT_STATUS[order.paymentStatus].label} · {ORDER_STATUS[order.orderStatus].label}
      </Text>
      <OrderPayment order={order} />
      <Group>
        {order.paymentStatus === 'Paid' && <ReceiptLink order={order} />}
        <DeleteOrder order={order} onDeleted={() => navigate({ to: '/total-orders' })} />
      </Group>
    </Stack>
  );
}
