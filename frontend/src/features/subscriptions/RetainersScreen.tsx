import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SubscriptionsService } from '../../api/client';
import { useMoney } from '../../site/use-site';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { useSave } from '../../ui/save';
import { orderKeys } from '../orders/queries';
import { subscriptionKeys, subscriptionQueries } from './queries';
import { amountOf, dayOf, lastPaidDay, SUBSCRIPTION_STATUS } from './status';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** Retainers and their figures: MRR and revenue per currency, how many stand where, churn per month; a cancellation recorded by hand. */
export function RetainersScreen() {
  const { money } = useMoney();
  const metrics = useQuery(subscriptionQueries.metrics());
  const list = useQuery(subscriptionQueries.list());
  const cancel = useSave({
    action: (id: string) => SubscriptionsService.cancelSubscription({ id }),
    message: 'Cancellation recorded: cancel the profile at PayPal too',
    changes: [subscriptionKeys.all, orderKeys.all],
  });
  return (
    <Stack>
      <Title order={1}>Retainers</Title>
      <RemoteState remote={metrics}>
        {(figures) => (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Figure label="MRR" value={figures.mrr.map((row) => money(row.amount, row.currency)).join(' · ') || '—'} />
              <Figure label="Active" value={figures.active} />
              <Figure label="Past due" value={figures.pastDue} />
              <Figure label="Cancelled / ended" value={`${figures.cancelled} / ${figures.ended}`} />
            </SimpleGrid>
            <Text size="sm">Revenue received, per currency: {figures.revenue.map((row) => money(row.amount, row.currency)).join(' · ') || 'none yet'}</Text>
            <WideTable minWidth={480} label="Churn per month">
              <Table>
                <Table.Caption c="gray.7">Churn per month: retainers cancelled or ended, of those active when the month began</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {figures.churn.map((month) => (
                      <Table.Th key={month.month} scope="col">
                        {month.month}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    {figures.churn.map((month) => (
                      <Table.Td key={month.month}>
                        {month.lost}/{month.activeAtStart} ({Math.round(month.rate * 100)} %)
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </WideTable>
          </Stack>
        )}
      </RemoteState>
      <RemoteState remote={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No retainers yet: they appear when a customer orders a recurring package.</Text>
          ) : (
            <WideTable minWidth={720} label="Retainers">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Customer</Table.Th>
                    <Table.Th scope="col">Package</Table.Th>
                    <Table.Th scope="col">Price</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Paid through</Table.Th>
                    <Table.Th scope="col">Next payment</Table.Th>
                    <Table.Th scope="col">Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((retainer) => (
                    <Table.Tr key={retainer._id}>
                      <Table.Td>{retainer.customerEmail}</Table.Td>
                      <Table.Td>{retainer.packageName}</Table.Td>
                      <Table.Td>{amountOf(retainer, money)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={SUBSCRIPTION_STATUS[retainer.status].color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                          {SUBSCRIPTION_STATUS[retainer.status].label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{lastPaidDay(retainer.paidThrough)}</Table.Td>
                      <Table.Td>{dayOf(retainer.nextBillingAt)}</Table.Td>
                      <Table.Td>
                        {(retainer.status === 'active' || retainer.status === 'past_due' || retainer.status === 'pending') && (
                          <Group gap="xs">
                            <Button
                              size="compact-sm"
                              variant="light"
                              loading={cancel.saving}
                              onClick={() => cancel.save(retainer._id)}
                              aria-label={`Record the cancellation of ${retainer.customerEmail}'s ${retainer.packageName}`}
                            >
                              Record cancellation
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )
        }
      </RemoteState>
    </Stack>
  );
}
