import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WebhooksService, type WebhookInput, type WebhookRecord, type WebhookWithSecret } from '../../api/client';
import { useSave } from '../../ui/save';
import { ShownOnce } from '../../ui/ShownOnce';
import { webhookKeys, webhookQueries } from './queries';

type Event = WebhookInput['events'][number];

/** The secret, this once: the server keeps it only to sign, and no screen can show it again. */
export function NewSecret({ created, onDone }: { created: WebhookWithSecret; onDone: () => void }) {
  return (
    <ShownOnce
      title={`Copy the signing secret of ${created.url} now`}
      warning="This is the only time it is shown. Your receiver verifies each delivery’s signature with it; if it is lost, roll a new one."
      what="signing secret"
      value={created.secret}
      onDone={onDone}
    />
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

export function CreateEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookWithSecret) => void }) {
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

export function EditEndpoint({ endpoint, onDone }: { endpoint: WebhookRecord; onDone: () => void }) {
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
