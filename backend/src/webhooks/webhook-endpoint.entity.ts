import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import type { WebhookEvent } from './events.js';

/**
 * An address an Admin asked to be told of events at. The signing secret is kept encrypted
 * (webhook-secrets.ts) because the server must sign with it; it is never selected unless the
 * worker signs, and never returned after the answer that made it.
 */
@Entity('webhook_endpoint')
// Which events exist is the API's to check (events.ts, the one list): a CHECK naming them would need
// a migration for every new event.
@Check('webhook_endpoint_events_check', `cardinality("events") > 0`)
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  @Column({ type: 'text', array: true })
  events: WebhookEvent[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** AES-256-GCM of the secret under a key derived from JWT_SECRET */
  @Column({ name: 'secret_sealed', type: 'text', select: false })
  secretSealed: string;

  /**
   * The secret before the last roll, sealed alike: deliveries carry its signature beside the new
   * one's until `previousSecretUntil`, so a receiver that has not yet swapped keeps verifying.
   */
  @Column({ name: 'previous_secret_sealed', type: 'text', nullable: true, select: false })
  previousSecretSealed: string | null;

  @Column({ name: 'previous_secret_until', type: 'timestamptz', nullable: true })
  previousSecretUntil: Date | null;

  /** since when every attempt failed; null after a success. A day of it disables the endpoint. */
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  /** when the server disabled it after a day of failures (an Admin's own disable leaves it null) */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  @ForeignKey(() => Account, { name: 'webhook_endpoint_created_by_fkey', onDelete: 'SET NULL' })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
