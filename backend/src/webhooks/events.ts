/** What an endpoint may subscribe to; the database's CHECK (migration webhooks) holds the same list. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.status_changed',
  'order.cancelled',
  'message.received',
  'subscriber.confirmed',
  'content.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test event" delivers: to the one endpoint asked, whatever it subscribes to. */
export const TEST_EVENT = 'webhook.test';
export type DeliveredEvent = WebhookEvent | typeof TEST_EVENT;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
