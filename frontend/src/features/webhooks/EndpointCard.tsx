import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WebhooksService, type WebhookRecord, type WebhookWithSecret } from '../../api/client';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { useSave } from '../../ui/save';
import { dateTime } from './dates';
import { DeliveryLog } from './DeliveryLog';
import { EditEndpoint } from './EndpointForms';
import { webhookKeys } from './queries';

function stateOf(endpoint: WebhookRecord): { label: string; color: string } {
  if (!endpoint.enabled) return endpoint.disabledAt ? { label: 'Disabled after a day of failures', color: 'red' } : { label: 'Disabled', color: 'gray' };
  if (endpoint.failingSince) return { label: `Failing since ${dateTime(endpoint.failingSince)}`, color: 'yellow' };
  return { label: 'Enabled', color: 'teal' };
}

/** One endpoint: its state; switching, editing, testing it, rolling its secret, its delivery log, deleting it. */
export function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookRecord; onSecret: (endpoint: WebhookWithSecret) => void }) {
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const state = stateOf(endpoint);
  const input = { url: endpoint.url, description: endpoint.description, events: endpoint.events };
  const toggle = useSave({
    action: (enabled: boolean) => WebhooksService.updateWebhook({ id: endpoint.id, requestBody: { ...input, enabled } }),
    message: (saved) => (saved.enabled ? 'The endpoint is enabled' : 'The endpoint is disabled'),
    changes: [webhookKeys.all],
  });
  const test = useSave({
    action: () => WebhooksService.testWebhook({ id: endpoint.id }),
    message: 'A test event is on its way: its answer shows in the delivery log',
    changes: [webhookKeys.deliveries(endpoint.id)],
    failureTitle: 'Not sent',
  });
  const roll = useSave({
    action: () => WebhooksService.rollWebhookSecret({ id: endpoint.id }),
    message: 'The endpoint has a new signing secret',
    changes: [webhookKeys.all],
    failureTitle: 'Not rolled',
  });
  return (
    <Card withBorder padding="md" component="section" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Title>
            {endpoint.description ? <Text c="gray.7">{endpoint.description}</Text> : null}
          </div>
          <Badge variant="light" color={state.color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
            {state.label}
          </Badge>
        </Group>
        <Text size="sm">Events: {endpoint.events.join(', ')}</Text>
        {editing ? (
          <EditEndpoint endpoint={endpoint} onDone={() => setEditing(false)} />
        ) : (
          <Group gap="xs">
            <Switch
              label="Enabled"
              checked={endpoint.enabled}
              disabled={toggle.saving}
              onChange={(event) => void toggle.save(event.currentTarget.checked)}
              aria-label={`Send events to ${endpoint.url}`}
            />
            <Button size="xs" variant="default" onClick={() => setEditing(true)} aria-label={`Edit ${endpoint.url}`}>
              Edit
            </Button>
            <Button size="xs" variant="default" loading={test.saving} onClick={() => void test.save()} aria-label={`Send a test event to ${endpoint.url}`}>
              Send test event
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={roll.saving}
              onClick={async () => {
                const result = await roll.save();
                if (result) onSecret(result.value);
              }}
              aria-label={`Roll the signing secret of ${endpoint.url}`}
            >
              Roll secret
            </Button>
            <Button size="xs" variant="default" onClick={() => setShowLog(!showLog)} aria-expanded={showLog} aria-label={`Delivery log of ${endpoint.url}`}>
              {showLog ? 'Hide delivery log' : 'Delivery log'}
            </Button>
            <ConfirmDelete
              label={`Delete the webhook endpoint ${endpoint.url}`}
              title="Delete this webhook endpoint?"
              action={() => WebhooksService.deleteWebhook({ id: endpoint.id })}
              changes={[webhookKeys.all]}
            >
              {endpoint.url} is sent nothing more; its queued deliveries and its delivery log go with it.
            </ConfirmDelete>
          </Group>
        )}
        {showLog ? <DeliveryLog endpoint={endpoint} /> : null}
      </Stack>
    </Card>
  );
}
