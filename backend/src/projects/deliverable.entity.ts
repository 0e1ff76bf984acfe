import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import { Project } from './project.entity.js';
import { ProjectMessage } from './project-message.entity.js';

export const DELIVERABLE_KINDS = ['file', 'link'] as const;
export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number];
/** requested: the agency asks the client to approve it; approved; changes: the client asks for changes, with a comment */
export const APPROVAL_STATUSES = ['requested', 'approved', 'changes'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * What the agency delivers on a project: a file (its bytes in the media store under a key no
 * public address serves) or a link, each with a title and the date it was delivered; and, when the
 * agency asks, the client's approval or request for changes.
 */
@Entity('project_deliverable')
@Index('project_deliverable_project', ['projectId', 'createdAt'])
@Index('project_deliverable_message', ['messageId'])
@Check('project_deliverable_kind_check', oneOf('kind', DELIVERABLE_KINDS))
@Check('project_deliverable_approval_check', oneOf('approval', APPROVAL_STATUSES))
@Check(
  'project_deliverable_shape_check',
  `("kind" = 'file' AND "file_hash" IS NOT NULL AND "url" IS NULL) OR ("kind" = 'link' AND "url" IS NOT NULL AND "file_hash" IS NULL)`,
)
export class Deliverable {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey(() => Project, { name: 'project_deliverable_project_id_fkey', onDelete: 'CASCADE' })
  projectId: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 4 })
  kind: DeliverableKind;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  url: string | null;

  /** the file's key in the media store is `deliverable/{file_hash}` (random, never a content hash: two uploads are two files) */
  @Column({ name: 'file_hash', type: 'varchar', length: 16, nullable: true })
  fileHash: string | null;

  /** the name it is downloaded under */
  @Column({ name: 'file_name', type: 'varchar', length: 200, nullable: true })
  fileName: string | null;

  @Column({ name: 'content_type', type: 'varchar', length: 100, nullable: true })
  contentType: string | null;

  @Column({ type: 'int', nullable: true })
  size: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  approval: ApprovalStatus | null;

  /** the client's comment with an approval or a request for changes */
  @Column({ name: 'approval_comment', type: 'varchar', length: 2000, nullable: true })
  approvalComment: string | null;

  @Column({ name: 'approval_requested_at', type: 'timestamptz', nullable: true })
  approvalRequestedAt: Date | null;

  @Column({ name: 'approval_decided_at', type: 'timestamptz', nullable: true })
  approvalDecidedAt: Date | null;

  /** the message it was attached to, when it came in the thread (by the client or the agency) */
  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  @ForeignKey(() => ProjectMessage, { name: 'project_deliverable_message_id_fkey', onDelete: 'SET NULL' })
  messageId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Who downloaded a delivered file, and when: the project's customer, an Admin or an API key. */
@Entity('deliverable_download')
@Index('deliverable_download_newest', ['deliverableId', 'createdAt'])
export class DeliverableDownload {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'deliverable_id', type: 'uuid' })
  @ForeignKey(() => Deliverable, { name: 'deliverable_download_deliverable_id_fkey', onDelete: 'CASCADE' })
  deliverableId: string;

  /** the e-mail of the account, or an API key's name and prefix */
  @Column({ type: 'varchar', length: 254 })
  who: string;

  /** whether it was the project's customer (else the agency) */
  @Column({ name: 'by_customer', type: 'boolean' })
  byCustomer: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
