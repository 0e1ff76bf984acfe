import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookWithSecret } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { EndpointCard } from './EndpointCard';
import { CreateEndpointForm, NewSecret } from './EndpointForms';
import { webhookQueries } from './queries';

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
