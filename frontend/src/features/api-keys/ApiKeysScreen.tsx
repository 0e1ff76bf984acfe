import { Badge, Button, Checkbox, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiKeysService, type ApiKeyInput, type ApiKeyRecord, type CreatedApiKey } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { useSave } from '../../ui/save';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ShownOnce } from '../../ui/ShownOnce';
import { apiKeyKeys, apiKeyQueries } from './queries';

/** The keys' query lives with the screen, so the bundle every visit loads carries none of the keys client. */

type Scope = ApiKeyInput['scopes'][number];

/** Each scope as the form offers it; the server checks the same list (a Record, so a new scope cannot go unoffered). */
const SCOPE_LABELS: Record<Scope, string> = {
  'orders:read': 'Read orders',
  'orders:write': 'Change order and payment status',
  'messages:read': 'Read messages',
  'subscribers:read': 'Read subscribers',
  'content:read': 'Read pages and blog posts (drafts too), media, redirects and the content’s history',
  'content:write': 'Edit site content, pages, the blog, pricing, media and redirects',
  'audits:read': 'Read site audits and their leads’ scores',
  'audits:write': 'Run site audits',
  'projects:read': 'Read client projects, their stages and onboarding answers',
  'projects:write': 'Plan project stages and offers’ project set-up',
  'webhooks:manage': 'Manage webhooks (where orders, messages and subscribers are sent) and read their delivery log',
};
const SCOPES = (Object.keys(SCOPE_LABELS) as Scope[]).map((value) => ({ value, label: SCOPE_LABELS[value] }));

const dateTime = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

function stateOf(key: ApiKeyRecord): { label: string; color: string } {
  if (key.revokedAt) return { label: 'Revoked', color: 'gray' };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return { label: 'Expired', color: 'yellow' };
  return { label: 'Active', color: 'teal' };
}

/** The whole key, this once: it is stored hashed and no screen can show it again. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <ShownOnce
      title={`Copy the key “${created.name}” now`}
      warning="This is the only time it is shown. It is stored hashed: if it is lost, revoke it and create another."
      what="API key"
      value={created.token}
      onDone={onDone}
    >
      <Text size="sm">
        Send it as <Code>Authorization: Bearer {created.prefix}…</Code>
      </Text>
    </ShownOnce>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [expiry, setExpiry] = useState('');
  const create = useSave({
    action: (requestBody: ApiKeyInput) => ApiKeysService.addApiKey({ requestBody }),
    message: (key) => `The API key “${key.name}” is created`,
    changes: [apiKeyKeys.all],
    failureTitle: 'Not created',
  });
  return (
    <form
      aria-label="Create an API key"
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        // A date alone means the end of that day where the Admin is.
        const expiresAt = expiry ? new Date(`${expiry}T23:59:59`).toISOString() : undefined;
        const result = await create.save({ name, scopes, expiresAt });
        if (!result) return;
        setName('');
        setScopes([]);
        setExpiry('');
        onCreated(result.value);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="What the key is for, for example Accounting export"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maw={420}
        />
        <Checkbox.Group
          label="Scopes"
          description="What the key may do; nothing else is reachable with it"
          withAsterisk
          value={scopes}
          onChange={(value) => setScopes(value as Scope[])}
        >
          <Stack gap={6} mt={6}>
            {SCOPES.map((scope) => (
              <Checkbox key={scope.value} value={scope.value} label={`${scope.label} (${scope.value})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label="Expires"
          description="Optional: the key stops working after this day"
          value={expiry}
          onChange={(e) => setExpiry(e.currentTarget.value)}
          w={220}
          maw="100%"
        />
        <Group>
          <Button type="submit" loading={create.saving} disabled={scopes.length === 0}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RevokeKey({ apiKey }: { apiKey: ApiKeyRecord }) {
  return (
    <ConfirmDelete
      verb="Revoke"
      label={`Revoke the API key ${apiKey.name}`}
      title="Revoke this API key?"
      action={() => ApiKeysService.revokeApiKey({ id: apiKey.id })}
      done={`The API key “${apiKey.name}” is revoked`}
      failureTitle="Not revoked"
      changes={[apiKeyKeys.all]}
    >
      Every request with “{apiKey.name}” ({apiKey.prefix}…) is refused from now on. This cannot be undone.
    </ConfirmDelete>
  );
}

const KEY_COLUMNS: DataColumn<ApiKeyRecord>[] = [
  { header: 'Name', cell: (key) => key.name },
  { header: 'Key', cell: (key) => <Code>{key.prefix}…</Code> },
  { header: 'Scopes', cell: (key) => key.scopes.join(', ') },
  { header: 'Created', cell: (key) => dateTime(key.createdAt) },
  { header: 'Expires', cell: (key) => (key.expiresAt ? dateTime(key.expiresAt) : 'Never') },
  { header: 'Last used', cell: (key) => (key.lastUsedAt ? dateTime(key.lastUsedAt) : 'Never') },
  {
    header: 'State',
    cell: (key) => {
      const state = stateOf(key);
      return (
        <Badge variant="light" color={state.color} styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
          {state.label}
        </Badge>
      );
    },
  },
  { header: 'Action', cell: (key) => (key.revokedAt ? `Revoked ${dateTime(key.revokedAt)}` : <RevokeKey apiKey={key} />) },
];

/** Keys for integrators: each with its own scopes, shown whole once, revocable at once. */
export function ApiKeysScreen() {
  const keys = useQuery(apiKeyQueries.list());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Stack maw={1100}>
      <Title order={1}>API keys</Title>
      <Text c="gray.7">
        A key lets another program use the API with the scopes chosen here, and nothing else: never the admin users, the payment e-mail, the business details
        (where new messages are mailed, what receipts print), search engines &amp; analytics (the analytics and tracking scripts the pages load,
        site-verification tokens), webhooks or the keys themselves. Changes made with a key are in the audit log under the key’s name. The API’s documentation
        is at <a href="/api/docs">/api/docs</a>.
      </Text>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
      <Title order={2} size="h3">
        Keys
      </Title>
      <RemoteState remote={keys}>
        {(list) => <DataTable label="API keys" minWidth={860} columns={KEY_COLUMNS} rows={list} rowKey={(key) => key.id} empty="No API keys yet." />}
      </RemoteState>
    </Stack>
  );
}
