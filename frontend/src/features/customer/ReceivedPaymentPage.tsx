import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { OrdersService, withSession } from '../../api/client';
import { TEXTS } from '../../texts';
import { AnchorLink } from '../../ui/links';
import { CustomerLayout } from './CustomerLayout';

/** PayPal's return page: shows the order's real state; only PayPal's verified notification pays it. */
export function ReceivedPaymentPage() {
  const { id } = getRouteApi('/_signedIn/received-payment/$id').useParams();
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    const check = async () => {
      try {
        const order = await withSession(() => OrdersService.getOrder({ id }));
        if (stopped) return;
        setStatus(order.paymentStatus);
        if (order.paymentStatus === 'UnPaid' && attempts++ < 40) setTimeout(check, 1500);
      } catch {
        if (!stopped) setStatus('unknown');
      }
    };
    void check();
    return () => {
      stopped = true;
    };
  }, [id]);
  return (
    <CustomerLayout title="Thank you for your payment">
      <Stack>
        {status === 'Paid' ? (
          <Alert color="teal" role="status">
            Your payment is confirmed. {TEXTS.youHavePaid}.
          </Alert>
        ) : status === 'UnPaid' || status === null ? (
          <Group>
            <Loader size="sm" aria-label="Waiting" />
            <Text>Waiting for PayPal's confirmation of your payment…</Text>
          </Group>
        ) : (
          <Alert color="yellow" role="status">
            This order is {status}. If you paid, the confirmation may take a few minutes.
          </Alert>
        )}
        <AnchorLink to="/dashboard">Go to your dashboard</AnchorLink>
      </Stack>
    </CustomerLayout>
  );
}
