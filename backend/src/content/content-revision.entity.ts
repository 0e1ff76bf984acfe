import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';

export const REVISION_ACTIONS = ['create', 'update', 'delete', 'move', 'hide', 'show', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** A record as a revision keeps it: its fields and where and whether it shows. */
export interface RecordSnapshot {
  fields: Record<string, string | number>;
  position: number;
  hidden: boolean;
}

/**
 * One change to one content record: who made it, when, and the record before and after (before is
 * null for a creation, after for a deletion). Bounded per record: the last 50 and all of the last 30 days.
 */
@Entity('content_revision')
@Check('content_revision_action_check', oneOf('action', REVISION_ACTIONS))
@Index('content_revision_record', ['recordId', 'id'])
@Index('content_revision_section_action', ['section', 'action', 'id'])
export class ContentRevision {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'record_id', type: 'uuid' })
  recordId: string;

  @Column({ type: 'varchar', length: 40 })
  section: string;

  @Column({ type: 'varchar', length: 10 })
  action: RevisionAction;

  /** no foreign key: the history outlives the account that made it */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: RecordSnapshot | null;

  @Column({ type: 'jsonb', nullable: true })
  after: RecordSnapshot | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
