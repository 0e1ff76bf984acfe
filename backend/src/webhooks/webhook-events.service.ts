import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEvent, WebhookPayloads } from './events.js';

/** Marks a transaction that queued deliveries, so the worker looks at once after it commits. */
export const QUEUED_DELIVERIES = 'webhookDeliveriesQueued';

/** The body every endpoint receives: the Standard Webhooks payload shape. */
export function eventBody(id: string, type: string, data: unknown, at = new Date()): string {
  return JSON.stringify({ id, type, timestamp: at.toISOString(), data });
}

/**
 * Records an event in the transaction of the change that caused it: one outbox row per enabled
 * endpoint subscribed to it, the body frozen now. When the change rolls back, so does the event;
 * when it commits, no crash loses the event. Costs one INSERT … SELECT, which writes nothing when
 * no endpoint listens.
 */
@Injectable()
export class WebhookEventsService {
  async emit<E extends WebhookEvent>(manager: EntityManager, type: E, data: WebhookPayloads[E]): Promise<void> {
    const id = randomUUID();
    const rows: unknown[] = await manager.query(
      `INSERT INTO webhook_delivery (endpoint_id, event_id, event_type, body, next_attempt_at)
       SELECT id, $1::uuid, $2::text, $3::text, now() FROM webhook_endpoint WHERE enabled AND $2::text = ANY(events)
       RETURNING id`,
      [id, type, eventBody(id, type, data)],
    );
    if (rows.length > 0 && manager.queryRunner) manager.queryRunner.data = { ...manager.queryRunner.data, [QUEUED_DELIVERIES]: true };
  }
}
