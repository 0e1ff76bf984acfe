import { queryOptions } from '@tanstack/react-query';
import { WebhooksService, withSession } from '../../api/client';

/** The endpoints, their events and each one's deliveries sit under `all`. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
  delivery: (id: string) => ['webhooks', 'delivery', id] as const,
};

/** Loaded with the screen, so the bundle every visit loads carries none of the webhooks client. */
export const webhookQueries = {
  list: () => queryOptions({ queryKey: webhookKeys.all, queryFn: () => withSession(() => WebhooksService.getWebhooks()) }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(id),
      queryFn: () => withSession(() => WebhooksService.getWebhookDeliveries({ id, pageSize: 20 })),
      // Queued deliveries change on their own: the log follows them while it is open.
      refetchInterval: (query) => (query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 3_000 : false),
    }),
  /** One delivery with every attempt and the body sent. */
  delivery: (id: string) => queryOptions({ queryKey: webhookKeys.delivery(id), queryFn: () => withSession(() => WebhooksService.getWebhookDelivery({ id })) }),
  /** The events the server offers, in its order and words (the one list, webhooks/events.ts). */
  events: () =>
    queryOptions({ queryKey: [...webhookKeys.all, 'events'], queryFn: () => withSession(() => WebhooksService.getWebhookEvents()), staleTime: Infinity }),
};
