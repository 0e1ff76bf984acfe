import { Alert, Badge, Button, Card, Checkbox, Code, CopyButton, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WebhooksService, type WebhookDeliveryRecord, type WebhookInput, type WebhookRecord, type WebhookWithSecret } from '../../api/client';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { WideTable } from '../../ui/WideTable';
import { webhookKeys, webhookQueries } from './queries';

type Event = WebhookInput['events'][number];

const dateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '—');

function stateOf(endpoint: WebhookRecord): { label: string; color: string } {
  if (!endpoint.enabled) return endpoint.disabledAt ? { label: 'Disabled after a day of failures', color: 'red' } : { label: 'Disabled', color: 'gray' };
  if (endpoint.failingSince) return { label: `Failing since ${dateTime(endpoint.failingSince)}`, color: 'yellow' };
  return { label: 'Enabled', color: 'teal' };
}

/** The secret, this once: the server keeps it only to sign, and no screen can show it again. */
function NewSecret({ created, onDone }: { created: WebhookWithSecret; onDone: () => void }) {
  return (
    <Alert color="yellow" title={`Copy the signing secret of ${created.url} now`} role="status">
      <Stack gap="sm">
        <Text size="sm">This is the only time it is shown. Your receiver verifies each delivery’s signature with it; if it is lost, roll a new one.</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Signing secret"
            readOnly
            value={created.secret}
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
            ff="monospace"
          />
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label={copied ? 'Signing secret copied' : 'Copy the signing secret'}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="light" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function EndpointFields({ value, onChange }: { value: WebhookInput; onChange: (value: WebhookInput) => void }) {
  const events = useQuery(webhookQueries.events());
  return (
    <>
      <TextInput
        label="Address"
        description="An https address on the public internet; each event is POSTed to it"
        required
        type="url"
        maxLength={2000}
        value={value.url}
        onChange={(e) => onChange({ ...value, url: e.currentTarget.value })}
        maw={560}
      />
      <TextInput
        label="Description"
        description="Optional: what the endpoint is for, for example Accounting"
        maxLength={200}
        value={value.description ?? ''}
        onChange={(e) => onChange({ ...value, description: e.currentTarget.value })}
        maw={560}
      />
      <Checkbox.Group
        label="Events"
        description="What the endpoint is told of"
        withAsterisk
        value={value.events}
        onChange={(events) => onChange({ ...value, events: events as Event[] })}
      >
        <Stack gap={6} mt={6}>
          {(events.data ?? []).map((event) => (
            <Checkbox key={event.type} value={event.type} label={`${event.label} (${event.type})`} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}

function CreateEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookWithSecret) => void }) {
  const empty: WebhookInput = { url: '', description: '', events: [] };
  const [value, setValue] = useState<WebhookInput>(empty);
  const create = useSave({
    action: (requestBody: WebhookInput) => WebhooksService.addWebhook({ requestBody }),
    message: (endpoint) => `The webhook endpoint ${endpoint.url} is added`,
    changes: [webhookKeys.all],
    failureTitle: 'Not added',
  });
  return (
    <form
      aria-label="Add a webhook endpoint"
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        const result = await create.save(value);
        if (!result) return;
        setValue(empty);
        onCreated(result.value);
      }}
    >
      <Stack gap="sm">
        <EndpointFields value={value} onChange={setValue} />
        <Group>
          <Button type="submit" loading={create.saving} disabled={value.events.length === 0}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditEndpoint({ endpoint, onDone }: { endpoint: WebhookRecord; onDone: () => void }) {
  const [value, setValue] = useState<WebhookInput>({
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
  });
  const update = useSave({
    action: (requestBody: WebhookInput) => WebhooksService.updateWebhook({ id: endpoint.id, requestBody }),
    message: 'The webhook endpoint is saved',
    changes: [webhookKeys.all],
  });
  return (
    <form
      aria-label={`Edit the webhook endpoint ${endpoint.url}`}
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        if (await update.save(value)) onDone();
      }}
    >
      <Stack gap="sm">
        <EndpointFields value={value} onChange={setValue} />
        <Group>
          <Button type="submit" loading={update.saving} disabled={value.events.length === 0}>
            Save
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const deliveryState = (delivery: WebhookDeliveryRecord) =>
  delivery.status === 'succeeded'
    ? { label: 'Delivered', color: 'teal' }
    : delivery.status === 'failed'
      ? { label: 'Failed', color: 'red' }
      : { label: delivery.attempts > 0 ? `Retrying ${dateTime(delivery.nextAttemptAt)}` : 'Queued', color: 'yellow' };

function DeliveryLog({ endpoint }: { endpoint: WebhookRecord }) {
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

function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookRecord; onSecret: (endpoint: WebhookWithSecret) => void }) {
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

/** Endpoints told of orders, messages, subscribers and content as they happen, with signed deliveries and their log. */
export function WebhooksScreen() {
  const endpoints = useQuery(webhookQueries.list());
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  return (
    <Stack maw={1100}>
      <Title order={1}>Webhooks</Title>
      <Text c="gray.7">
        Another program is told of events here as they happen: a signed JSON POST to its address, retried for a day when it fails. An endpoint that fails for a
        whole day is disabled and the Admins are mailed. How to verify the signature is in the API guide; the API’s documentation is at{' '}
        <a href="/api/docs">/api/docs</a>.
      </Text>
      {secret ? <NewSecret created={secret} onDone={() => setSecret(null)} /> : <CreateEndpointForm onCreated={setSecret} />}
      <Title order={2} size="h3">
        Endpoints
      </Title>
      <RemoteState remote={endpoints}>
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">No webhook endpoints yet.</Text>
          ) : (
            <Stack>
              {list.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
              ))}
            </Stack>
          )
        }
      </RemoteState>
    </Stack>
  );
}
