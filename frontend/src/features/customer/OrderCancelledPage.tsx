import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage, isStatus, OrdersService, withSession } from '../../api/client';
import { useSiteTexts } from '../../site/use-site';
import { TEXTS } from '../../texts';
import { AnchorLink } from '../../ui/links';
import { CustomerLayout } from './CustomerLayout';
import { orderKeys } from '../orders/queries';

/** The Fixed texts that head each state. */
const HEADINGS = { working: 'cancellingHeading', done: 'cancelledHeading', failed: 'cancelFailedHeading' } as const;

/** PayPal's cancel return: the order is marked Cancelled, then the customer is told so. */
export function OrderCancelledPage() {
  const { id } = getRouteApi('/_signedIn/order-cancelled/$id').useParams();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const texts = useSiteTexts();
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    withSession(() => OrdersService.cancelOrder({ id, requestBody: { paymentStatus: 'Cancelled' } }))
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        timer = setTimeout(() => setState('done'), 1500);
      })
      .catch((error: unknown) => {
        if (isStatus(error, 409) || isStatus(error, 404)) console.log(TEXTS.paymentUpdateFailed);
        else console.log(TEXTS.errorOccurred, errorMessage(error));
        setState('failed');
      });
    return () => clearTimeout(timer);
  }, [id, queryClient]);
  return (
    // The heading says what happened, never "cancelled" above a text saying the order could not be updated.
    <CustomerLayout title={texts[HEADINGS[state]]}>
      {state === 'working' ? (
        <Center py="xl">
          <Loader role="status" aria-label={texts.cancellingLabel} />
        </Center>
      ) : (
        <Stack>
          <Text fz="lg">{state === 'done' ? texts.paymentCancelled : texts.cancelFailedText}</Text>
          <AnchorLink to="/dashboard">{texts.backToDashboard}</AnchorLink>
        </Stack>
      )}
    </CustomerLayout>
  );
}
