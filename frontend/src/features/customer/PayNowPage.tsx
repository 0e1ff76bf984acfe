import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { fillIn } from '../../site/fill-in';
import { useMoney, useSiteTexts } from '../../site/use-site';
import { RemoteState } from '../../ui/RemoteState';
import { PAYMENT_STATUS_TEXT } from '../orders/status';
import { CustomerLayout } from './CustomerLayout';
import { orderQueries } from '../orders/queries';
import { customerQueries } from './queries';

export function PayNowPage() {
  const { price } = useMoney();
  const texts = useSiteTexts();
  const { id } = getRouteApi('/_signedIn/pay-now/$id').useParams();
  const order = useQuery(orderQueries.one(id));
  const checkout = useQuery(customerQueries.checkout(id));
  return (
    <CustomerLayout title={texts.payHeading}>
      <RemoteState remote={order}>
        {(current) => (
          <Paper withBorder p="xl" maw={560}>
            <Stack>
              <Text fw={700} fz="lg">
                {fillIn(texts.orderPackageLine, { package: current.packageName, price: price(current.packagePrice, current.currency) })}
              </Text>
              <Text c="gray.7" size="sm">
                {fillIn(texts.orderedOn, { date: current.orderDate, status: texts[PAYMENT_STATUS_TEXT[current.paymentStatus]] })}
              </Text>
              {current.billing !== 'once' && <Text size="sm">{fillIn(texts.retainerTerms, { period: current.billing })}</Text>}
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
                        {texts.payNowWithPaypal}
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
