import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import { DELIVERY_STATUSES, type DeliveredEvent, type DeliveryStatus } from './events.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

/**
 * The outbox: one row per endpoint and event, written in the transaction of the change that
 * caused the event, with the body frozen then. Workers on every instance claim due rows
 * (`FOR UPDATE SKIP LOCKED`), so a restart loses none and two instances never send one twice.
 */
@Entity('webhook_delivery')
@Check('webhook_delivery_status_check', oneOf('status', DELIVERY_STATUSES))
@Index('webhook_delivery_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
@Index('webhook_delivery_endpoint_newest', ['endpointId', 'createdAt', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  @ForeignKey(() => WebhookEndpoint, { name: 'webhook_delivery_endpoint_id_fkey', onDelete: 'CASCADE' })
  endpointId: string;

  /** the event's id, the same for every endpoint told of it: the `webhook-id` header and the body's `id` */
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: DeliveredEvent;

  /** the exact bytes sent and signed, as they were when the event happened */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DeliveryStatus;

  /** every attempt made, manual redeliveries included */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** attempts since the delivery was last (re)queued: the backoff's step */
  @Column({ type: 'int', default: 0 })
  tries: number;

  /** when a worker may take it next (a claim moves it a minute on, so a crashed worker's claim expires); null once settled */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'last_status_code', type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'last_duration_ms', type: 'int', nullable: true })
  lastDurationMs: number | null;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
