import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditKind } from './audit-kinds.js';

/**
 * One change made by an admin, written in the transaction of the change itself, so nothing that
 * was acknowledged is missing here. Never pruned. Read newest first by (created_at, id), with an
 * index for each filter, so a page costs the same at a million entries as at ten.
 */
@Entity('audit_entry')
@Index('audit_entry_newest', ['createdAt', 'id'])
@Index('audit_entry_actor_newest', ['actorEmail', 'createdAt', 'id'])
@Index('audit_entry_kind_newest', ['kind', 'createdAt', 'id'])
export class AuditEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** who, as they were known then (the account may later change or go); for an API key its name and prefix */
  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  /** one of audit-kinds.ts, checked by the server (no CHECK: a module adds its kind without a migration) */
  @Column({ type: 'varchar', length: 20 })
  kind: AuditKind;

  /** create, update, delete, move, hide, show, restore, archive, status, … */
  @Column({ type: 'varchar', length: 20 })
  action: string;

  /** what changed, in words (for example "Team member: Sofia Rossi") */
  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ name: 'subject_id', type: 'varchar', length: 64, nullable: true })
  subjectId: string | null;

  /** the change itself, for example "paymentStatus: UnPaid → Paid" or the changed field names */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  detail: string | null;
}
