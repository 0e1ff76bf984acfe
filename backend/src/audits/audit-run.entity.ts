import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import type { AuditFinding } from './audit.js';

export const AUDIT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AuditRunStatus = (typeof AUDIT_RUN_STATUSES)[number];

/** One audit of one site: asked for, worked by a job on any instance, its findings kept with it. */
@Entity('audit_run')
@Check('audit_run_status_check', oneOf('status', AUDIT_RUN_STATUSES))
@Check('audit_run_score_check', `"score" BETWEEN 0 AND 100`)
@Index('audit_run_newest', ['createdAt', 'id'])
@Index('audit_run_lead', ['leadId'])
@Unique('audit_run_report_token_hash', ['reportTokenHash'])
export class AuditRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'target_url', type: 'varchar', length: 2048 })
  targetUrl: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: AuditRunStatus;

  /** out of 100; null until done */
  @Column({ type: 'smallint', nullable: true })
  score: number | null;

  /** the failed checks, most severe first (docs/audit-checks.md); null until done */
  @Column({ type: 'jsonb', nullable: true })
  findings: AuditFinding[] | null;

  @Column({ name: 'page_count', type: 'integer', default: 0 })
  pageCount: number;

  /** why a failed audit has no score (the address refused, the site unreachable) */
  @Column({ type: 'text', nullable: true })
  failure: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs: number | null;

  /** the Admin who asked for it, by e-mail; null for a visitor's request */
  @Column({ name: 'requested_by', type: 'varchar', length: 254, nullable: true })
  requestedBy: string | null;

  /** the lead (contact message) the audit belongs to, when a visitor asked */
  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId: string | null;

  /**
   * sha256 (hex) of the token a visitor reads the report with; the token itself is only in the
   * visitor's answer and mail, so a leaked database opens no report. Null for an Admin's run.
   */
  @Column({ name: 'report_token_hash', type: 'varchar', length: 64, nullable: true })
  reportTokenHash: string | null;

  /** after this the token opens nothing (AUDIT_REPORT_DAYS after the request) */
  @Column({ name: 'report_expires_at', type: 'timestamptz', nullable: true })
  reportExpiresAt: Date | null;

  /** when the visitor was mailed the outcome: set once, so a job delivered twice mails once */
  @Column({ name: 'report_mailed_at', type: 'timestamptz', nullable: true })
  reportMailedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
