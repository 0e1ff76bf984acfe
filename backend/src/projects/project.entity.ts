import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { AuditRun } from '../audits/audit-run.entity.js';
import { oneOf } from '../common/check-constraints.js';
import { Order } from '../orders/order.entity.js';
import { PricingPackage } from '../pricing/pricing-package.entity.js';

/** One stage of a project as the agency planned it: its name and, once known, its dates (YYYY-MM-DD). */
export interface ProjectStage {
  name: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** How often a project's site is audited for its report: off, or once a week, month or quarter. */
export const REPORT_SCHEDULES = ['off', 'weekly', 'monthly', 'quarterly'] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];

/** One onboarding question: what the client is asked, whether an answer is required, a line or a paragraph. */
export interface OnboardingQuestion {
  label: string;
  required: boolean;
  long: boolean;
}

/**
 * What the agency set up for an offer's projects: its stage list and its onboarding questions.
 * A project copies both when it opens, so a later edit changes new projects only.
 */
@Entity('offer_portal')
@Check('offer_portal_stages_check', `jsonb_typeof("stages") = 'array'`)
@Check('offer_portal_questions_check', `jsonb_typeof("questions") = 'array'`)
export class OfferPortal {
  @PrimaryColumn({ name: 'package_id', type: 'uuid' })
  @ForeignKey(() => PricingPackage, { name: 'offer_portal_package_id_fkey', onDelete: 'CASCADE' })
  packageId: string;

  /** the stages' names, in order */
  @Column({ type: 'jsonb' })
  stages: string[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  questions: OnboardingQuestion[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * The agency's work for one paid order or started retainer, in the customer's portal. It belongs
 * to the account that ordered: deleting the account deletes it and everything on it (the order
 * itself stays, anonymised, for the accounts).
 */
@Entity('project')
@Unique('UQ_project_order', ['orderId'])
@Index('project_account_newest', ['accountId', 'createdAt'])
@Index('project_newest', ['createdAt', 'id'])
@Check('project_stages_check', `jsonb_typeof("stages") = 'array'`)
@Check('project_current_stage_check', `"current_stage" >= 0`)
@Check('project_report_schedule_check', oneOf('report_schedule', REPORT_SCHEDULES))
export class Project {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  @ForeignKey(() => Order, { name: 'project_order_id_fkey', onDelete: 'CASCADE' })
  orderId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey(() => Account, { name: 'project_account_id_fkey', onDelete: 'CASCADE' })
  accountId: string;

  /** the offer's name when ordered */
  @Column({ name: 'package_name', type: 'varchar', length: 80 })
  packageName: string;

  @Column({ name: 'package_id', type: 'uuid' })
  packageId: string;

  @Column({ type: 'jsonb' })
  stages: ProjectStage[];

  /** the index in stages of the stage under way */
  @Column({ name: 'current_stage', type: 'int', default: 0 })
  currentStage: number;

  /** the offer's onboarding questions when the project opened */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  questions: OnboardingQuestion[];

  /** the client's answers, one per question; null until answered */
  @Column({ type: 'jsonb', nullable: true })
  answers: string[] | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** when the client last read the thread (the unread count of the agency's messages) */
  @Column({ name: 'client_read_at', type: 'timestamptz', nullable: true })
  clientReadAt: Date | null;

  /** when an Admin last read the thread (the unread count of the client's messages) */
  @Column({ name: 'agency_read_at', type: 'timestamptz', nullable: true })
  agencyReadAt: Date | null;

  /** the site the reports audit, as the agency set it; null: the client's onboarding answer naming it, if any */
  @Column({ name: 'site_url', type: 'varchar', length: 2000, nullable: true })
  siteUrl: string | null;

  /** how often a retainer's site is reported on (monthly unless the agency says otherwise) */
  @Column({ name: 'report_schedule', type: 'varchar', length: 10, default: 'monthly' })
  reportSchedule: ReportSchedule;

  /** when the next scheduled report is due; null: as soon as the site is known */
  @Column({ name: 'next_report_at', type: 'timestamptz', nullable: true })
  nextReportAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One site report of a project: an audit run of its site, made on schedule (for the period due at
 * `dueAt`, once: the unique pair) or when the agency asked for one now. Its client is mailed once
 * the run ends (mailedAt claims the mail, so a job delivered twice mails once).
 */
@Entity('project_report')
@Unique('project_report_due', ['projectId', 'dueAt'])
@Unique('project_report_audit_run', ['auditRunId'])
@Index('project_report_newest', ['projectId', 'createdAt'])
export class ProjectReport {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey(() => Project, { name: 'project_report_project_id_fkey', onDelete: 'CASCADE' })
  projectId: string;

  @Column({ name: 'audit_run_id', type: 'uuid' })
  @ForeignKey(() => AuditRun, { name: 'project_report_audit_run_id_fkey', onDelete: 'CASCADE' })
  auditRunId: string;

  /** made by the schedule (else the agency asked for it) */
  @Column({ type: 'boolean' })
  scheduled: boolean;

  /** the due time of the period it reports (a scheduled one) */
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
