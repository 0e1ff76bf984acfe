import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { errorMessage, isStatus, PaymentsService, withSession } from '../../api/client';
import { queries } from '../../api/queries';
import { formatPrice } from '../../site/price';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { PAYMENT_STATUS } from '../orders/status';
import { CustomerLayout } from './CustomerLayout';

export function PayNowPage() {
  const { id } = getRouteApi('/_signedIn/pay-now/$id').useParams();
  const order = useQuery(queries.order(id));
  // The checkout form carries a one-time reference: always asked afresh, never kept.
  const checkout = useQuery({
    queryKey: ['checkout', id],
    queryFn: () =>
      withSession(() => PaymentsService.getCheckout({ orderId: id })).catch((error: unknown) =>
        isStatus(error, 409) ? { problem: errorMessage(error) } : Promise.reject(error),
      ),
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <CustomerLayout title="Pay for your order">
      <RemoteState remote={order}>
        {(current) => (
          <Paper withBorder p="xl" maw={560}>
            <Stack>
              <Text fw={700} fz="lg">
                {current.packageName} package — {formatPrice(current.packagePrice)}
              </Text>
              <Text c="gray.7" size="sm">
                Ordered {current.orderDate} · {PAYMENT_STATUS[current.paymentStatus].label}
              </Text>
              <RemoteState remote={checkout}>
                {(form) =>
                  'problem' in form ? (
                    <Alert color="yellow" role="alert">
                      {form.problem}
                    </Alert>
                  ) : (
                    <form method="post" action={form.action}>
                      {Object.entries(form.fields).map(([name, value]) => (
                        <input key={name} type="hidden" name={name} value={value} />
                      ))}
                      <Button type="submit" size="md">
                        {TEXTS.payNowWithPaypal}
                      </Button>
                    </form>
                  )
                }
              </RemoteState>
            </Stack>
          </Paper>
        )}
      </RemoteState>
    </CustomerLayout>
  );
}
