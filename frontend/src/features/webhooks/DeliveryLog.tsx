import { Badge, Button, Code, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WebhooksService, type WebhookDeliveryRecord, type WebhookRecord } from '../../api/client';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { DeliveryAttemptsButton } from './DeliveryAttempts';
import { dateTime } from './dates';
import { webhookKeys, webhookQueries } from './queries';

const deliveryState = (delivery: WebhookDeliveryRecord) =>
  delivery.status === 'succeeded'
    ? { label: 'Delivered', color: 'teal' }
    : delivery.status === 'failed'
      ? { label: 'Failed', color: 'red' }
      : { label: delivery.attempts > 0 ? `Retrying ${dateTime(delivery.nextAttemptAt)}` : 'Queued', color: 'yellow' };

const columns = (redeliver: (id: string) => void): DataColumn<WebhookDeliveryRecord>[] => [
  { header: 'Event', cell: (delivery) => <Code>{delivery.eventType}</Code> },
  { header: 'Created', cell: (delivery) => dateTime(delivery.createdAt) },
  {
    header: 'State',
    cell: (delivery) => {
      const state = deliveryState(delivery);
      return (
        <Badge variant="light" color={state.color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
          {state.label}
        </Badge>
      );
    },
  },
  { header: 'Attempts', cell: (delivery) => delivery.attempts },
  { header: 'Last answer', cell: (delivery) => delivery.lastError ?? (delivery.lastStatusCode === null ? '—' : String(delivery.lastStatusCode)) },
  { header: 'Duration', cell: (delivery) => (delivery.lastDurationMs === null ? '—' : `${delivery.lastDurationMs} ms`) },
  {
    header: 'Action',
    cell: (delivery) => (
      <Group gap="xs" wrap="nowrap">
        {delivery.attempts > 0 && <DeliveryAttemptsButton delivery={delivery} />}
        {delivery.status !== 'pending' && (
          <Button
            size="xs"
            variant="default"
            aria-label={`Redeliver the ${delivery.eventType} event of ${dateTime(delivery.createdAt)}`}
            onClick={() => redeliver(delivery.id)}
          >
            Redeliver
          </Button>
        )}
      </Group>
    ),
  },
];

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
      {(page) => (
        <DataTable
          label={`Deliveries to ${endpoint.url}`}
          minWidth={820}
          columns={columns((id) => void redeliver.save(id))}
          rows={page.items}
          rowKey={(delivery) => delivery.id}
          empty="Nothing delivered yet."
        />
      )}
    </RemoteState>
  );
}
