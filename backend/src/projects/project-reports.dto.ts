import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { SEVERITIES, type Severity } from '../audits/audit-checks.js';
import { AUDIT_RUN_STATUSES, type AuditRunStatus } from '../audits/audit-run.entity.js';
import { REPORT_SCHEDULES, type ReportSchedule } from './project.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const REPORT_TEXTS = {
  siteUrl: 'siteUrl: give an http:// or https:// address of at most 2000 characters, or null',
  noSite: 'This project has no site address: set one, or the client names it in the onboarding answers',
  underWay: 'A report of this project is under way already',
} as const;

/** How the agency reports on a project's site: its address (null: the client's onboarding answer naming it) and how often. */
export class ProjectReportingInput {
  @ApiProperty({ type: String, nullable: true, maxLength: 2000, example: 'https://example.com' })
  @ValidateIf((_, value) => value !== null)
  @Transform(trim)
  @IsString({ message: REPORT_TEXTS.siteUrl })
  @MaxLength(2000, { message: REPORT_TEXTS.siteUrl })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: REPORT_TEXTS.siteUrl })
  siteUrl: string | null;

  /** how often a retainer's site is audited for a report; off stops the schedule ("Run a report now" still works) */
  @ApiProperty({ enum: REPORT_SCHEDULES })
  @IsIn(REPORT_SCHEDULES)
  schedule: ReportSchedule;
}

/** One check the site newly fails, or fails still. */
export class ReportIssue {
  /** the check's id (docs/audit-checks.md) */
  id: string;
  title: string;
  @ApiProperty({ enum: SEVERITIES }) severity: Severity;
  /** what to do about it */
  fix: string;
  /** how many addresses fail it */
  count: number;
}

/** A check the earlier report failed and this one passes. */
export class FixedIssue {
  id: string;
  title: string;
}

/** One site report of a project: the audit's score, its move since the report before, and what changed. */
export class ProjectReportRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) projectId: string;
  /** the address audited */
  siteUrl: string;
  /** made by the schedule (else the agency asked for it) */
  scheduled: boolean;
  @ApiProperty({ enum: AUDIT_RUN_STATUSES }) status: AuditRunStatus;
  /** out of 100; null until done, or when the audit failed */
  @ApiProperty({ type: Number, nullable: true }) score: number | null;
  /** the score minus that of the latest earlier report with a score; null for the first */
  @ApiProperty({ type: Number, nullable: true }) scoreChange: number | null;
  pageCount: number;
  /** every check the site fails, most severe first */
  @ApiProperty({ type: [ReportIssue] }) issues: ReportIssue[];
  /** the checks failed now and not in the earlier report (all of them in the first report) */
  @ApiProperty({ type: [ReportIssue] }) newIssues: ReportIssue[];
  /** the checks the earlier report failed that pass now */
  @ApiProperty({ type: [FixedIssue] }) fixedIssues: FixedIssue[];
  /** why a failed audit has no score */
  @ApiProperty({ type: String, nullable: true }) failure: string | null;
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: Date | null;
  /** the audit run behind it: only to those who may read audits (its page in the back office); absent for the client and the portal's own members */
  @ApiProperty({ format: 'uuid', required: false }) auditRunId?: string;
}
