import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/** One try at a delivery: what the endpoint answered (the first 4 KB at most), how long it took, or why it failed. */
@Entity('webhook_attempt')
@Index('webhook_attempt_delivery', ['deliveryId', 'attemptedAt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  @ForeignKey(() => WebhookDelivery, { name: 'webhook_attempt_delivery_id_fkey', onDelete: 'CASCADE' })
  deliveryId: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;

  /** the HTTP status, or null when no answer came (refused address, timeout, connection error) */
  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** the start of the answer's body, as text */
  @Column({ name: 'response_body', type: 'varchar', length: 4096, nullable: true })
  responseBody: string | null;
}
