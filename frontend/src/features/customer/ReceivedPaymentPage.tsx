import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { OrdersService, withSession } from '../../api/client';
import { fillIn } from '../../site/fill-in';
import { useSiteTexts, useViewer } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { CustomerLayout } from './CustomerLayout';
import { Receipt } from './Receipt';

/** PayPal's return page: shows the order's real state (only PayPal's verified notification pays it), and once paid its receipt. */
export function ReceivedPaymentPage() {
  const { id } = getRouteApi('/_signedIn/received-payment/$id').useParams();
  const viewer = useViewer();
  const texts = useSiteTexts();
  const [status, setStatus] = useState<string | null>(null);
  const [customerEmail, setCustomerEmail] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    const check = async () => {
      try {
        const order = await withSession(() => OrdersService.getOrder({ id }));
        if (stopped) return;
        setStatus(order.paymentStatus);
        setCustomerEmail(order.customerEmail);
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
  const paid = status === 'Paid';
  return (
    // Once paid, PayPal's return page is the order's receipt, which My Orders and the payment mail link to.
    <CustomerLayout title={paid ? texts.receiptHeading : texts.paymentThanksHeading}>
      <Stack>
        {paid ? (
          <>
            {/* An Admin opens the same page from the order's screen: the thanks are the customer's. */}
            {customerEmail === viewer?.email && (
              <Alert color="teal" role="status" className="receipt-screen-only">
                {texts.paymentConfirmed} {texts.youHavePaid}
              </Alert>
            )}
            <Receipt orderId={id} />
          </>
        ) : status === 'UnPaid' || status === null ? (
          <Group>
            <Loader size="sm" aria-label={texts.paymentWaitingLabel} />
            <Text>{texts.paymentWaiting}</Text>
          </Group>
        ) : (
          <Alert color="yellow" role="status">
            {fillIn(texts.paymentNotConfirmed, { status })}
          </Alert>
        )}
        {!paid && <AnchorLink to="/dashboard">{texts.goToDashboard}</AnchorLink>}
      </Stack>
    </CustomerLayout>
  );
}
