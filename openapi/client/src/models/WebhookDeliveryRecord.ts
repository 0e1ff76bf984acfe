/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WebhookDeliveryRecord = {
  attempts: number;
  createdAt: string;
  endpointId: string;
  /**
   * the `webhook-id` header and the body's `id`, the same on every try
   */
  eventId: string;
  eventType: 'order.created' | 'order.paid' | 'order.status_changed' | 'order.cancelled' | 'subscription.started' | 'subscription.renewed' | 'subscription.past_due' | 'subscription.cancelled' | 'subscription.ended' | 'invoice.issued' | 'project.created' | 'project.stage_changed' | 'project.deliverable_added' | 'project.report_ready' | 'message.received' | 'subscriber.confirmed' | 'content.changed' | 'webhook.test';
  id: string;
  lastAttemptAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  lastStatusCode: number | null;
  /**
   * when it is tried next; null once delivered or given up
   */
  nextAttemptAt: string | null;
  status: 'pending' | 'succeeded' | 'failed';
};

