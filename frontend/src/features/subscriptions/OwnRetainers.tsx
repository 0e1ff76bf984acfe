import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillIn } from '../../site/fill-in';
import { useMoney, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { amountOf, dayOf, lastPaidDay, SUBSCRIPTION_STATUS } from './status';
import { subscriptionQueries } from './queries';

/** The customer's retainers on the dashboard: what each costs, where it stands, when PayPal bills next, and how to cancel. */
export function OwnRetainers() {
  const { money } = useMoney();
  const texts = useSiteTexts();
  const retainers = useQuery(subscriptionQueries.list());
  const items = retainers.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack mb="xl" gap="sm">
      <Title order={2} size="h3">
        {texts.retainersHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {items.map((retainer) => {
          const status = SUBSCRIPTION_STATUS[retainer.status];
          return (
            <Card key={retainer._id} withBorder padding="lg" data-testid="retainer">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{retainer.packageName}</Text>
                <Badge variant="light" color={status.color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                  {status.label}
                </Badge>
              </Group>
              <Text>{amountOf(retainer, money)}</Text>
              <Text size="sm" c="gray.7">
                {retainer.paymentsMade} {retainer.paymentsMade === 1 ? 'payment' : 'payments'} · paid through {lastPaidDay(retainer.paidThrough)}
                {retainer.nextBillingAt ? ` · next payment ${dayOf(retainer.nextBillingAt)}` : ''}
              </Text>
              {retainer.status === 'past_due' && (
                <Text size="sm" c="red.9" role="status">
                  {texts.retainerPastDue}
                </Text>
              )}
              {retainer.status === 'cancelled' && <Text size="sm">{fillIn(texts.retainerEnded, { date: lastPaidDay(retainer.paidThrough) })}</Text>}
              <Group gap="md" mt="xs">
                <AnchorLink to="/my-order" size="sm" aria-label={`Invoices of the ${retainer.packageName} retainer`}>
                  {texts.retainerInvoices}
                </AnchorLink>
                {retainer.cancelUrl && (
                  <Anchor href={retainer.cancelUrl} size="sm">
                    {texts.retainerCancel}
                  </Anchor>
                )}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
