import { Badge, Button, Code, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WebhooksService, type WebhookDeliveryRecord, type WebhookRecord } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { WideTable } from '../../ui/WideTable';
import { dateTime } from './dates';
import { webhookKeys, webhookQueries } from './queries';

const deliveryState = (delivery: WebhookDeliveryRecord) =>
  delivery.status === 'succeeded'
    ? { label: 'Delivered', color: 'teal' }
    : delivery.status === 'failed'
      ? { label: 'Failed', color: 'red' }
      : { label: delivery.attempts > 0 ? `Retrying ${dateTime(delivery.nextAttemptAt)}` : 'Queued', color: 'yellow' };

/** An endpoint’s latest deliveries, followed while some are queued; a finished one can be sent again. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookRecord }) {
  const deliveries = useQuery(webhookQueries.deliveries(endpoint.id));
  const redeliver = useSave({
    action: (id: string) => WebhooksService.redeliverWebhook({ id }),
    message: 'The delivery is queued again',
    changes: [webhookKeys.deliveries(endpoint.id)],
    failureTitle: 'Not queued',
  });
  return (
    <RemoteState remote={deliveries}>
      {(page) =>
        page.items.length === 0 ? (
          <Text c="gray.7">Nothing delivered yet.</Text>
        ) : (
          <WideTable minWidth={820} label={`Deliveries to ${endpoint.url}, scrollable`}>
            <Table aria-label={`Deliveries to ${endpoint.url}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Last answer</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((delivery) => {
                  const state = deliveryState(delivery);
                  return (
                    <Table.Tr key={delivery.id}>
                      <Table.Td>
                        <Code>{delivery.eventType}</Code>
                      </Table.Td>
                      <Table.Td>{dateTime(delivery.createdAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={state.color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                          {state.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{delivery.attempts}</Table.Td>
                      <Table.Td>{delivery.lastError ?? (delivery.lastStatusCode === null ? '—' : String(delivery.lastStatusCode))}</Table.Td>
                      <Table.Td>{delivery.lastDurationMs === null ? '—' : `${delivery.lastDurationMs} ms`}</Table.Td>
                      <Table.Td>
                        {delivery.status === 'pending' ? null : (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Redeliver the ${delivery.eventType} event of ${dateTime(delivery.createdAt)}`}
                            onClick={() => void redeliver.save(delivery.id)}
                          >
                            Redeliver
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </WideTable>
        )
      }
    </RemoteState>
  );
}
