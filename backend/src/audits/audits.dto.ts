import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PUBLIC_HTTP_ADDRESS } from '../common/public-fetch.js';
import { SEVERITIES, type Severity } from './audit-checks.js';
import { AUDIT_RUN_STATUSES, type AuditRunStatus } from './audit-run.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A visitor's request for the free SEO analysis of their site (the home page's Analysis section). */
export class AuditRequestInput {
  /** The site's address, e.g. https://example.com */
  @ApiProperty({ format: 'uri', pattern: PUBLIC_HTTP_ADDRESS.source })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'url must name the site to analyse, for example https://example.com' })
  @MaxLength(2000, { message: 'url must be at most 2,000 characters' })
  url: string;

  /** Where the report is mailed */
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  name?: string;

  /** Phone number */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  @Matches(/^[+()\d\s.-]*$/, { message: 'number may hold only digits, spaces and + ( ) . -' })
  number?: string;

  /** The visitor agrees to the site's consent notice (the contact form's); nothing is stored without it. */
  @ApiProperty({ enum: [true], type: Boolean })
  @Equals(true, { message: 'consent must be true: the analysis is sent only to someone who agrees to the consent notice' })
  consent: true;

  /** A field people never see and robots fill in: a request that fills it is kept for review as spam. */
  @ApiProperty({ required: false, description: 'Leave empty. The form hides this field from people; robots fill it in.' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  website?: string;

  /** Milliseconds between the form showing and being sent; a request sent faster than a person could fill the form is kept for review as spam. */
  @ApiProperty({ required: false, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  elapsedMs?: number;
}

export class AuditRequestAccepted {
  /** Opens the report: GET /api/audit-reports/{token} and the page /analysis/{token}. Shown once; only its hash is kept. */
  token: string;
  message: string;
}

export class AuditFindingPage {
  url: string;
  /** what was found there */
  detail?: string;
}

/** One failed check of a run (docs/audit-checks.md). */
export class AuditFinding {
  /** the check's id, e.g. title-missing */
  id: string;
  title: string;
  @ApiProperty({ enum: SEVERITIES })
  severity: Severity;
  /** the check's weight in the score */
  weight: number;
  /** what to do about it, in plain words */
  fix: string;
  /** how many addresses fail it */
  count: number;
  /** the first addresses that fail it (at most 50) */
  @ApiProperty({ type: [AuditFindingPage] })
  pages: AuditFindingPage[];
  /** what failing it cost, in points of the score */
  penalty: number;
}

/** A site audit as its visitor reads it through the report's token. */
export class AuditReport {
  @ApiProperty({ enum: AUDIT_RUN_STATUSES })
  status: AuditRunStatus;
  targetUrl: string;
  /** out of 100; null until done */
  score: number | null;
  /** pages fetched */
  pageCount: number;
  /** the failed checks, most severe first; null until done */
  @ApiProperty({ type: [AuditFinding], nullable: true })
  findings: AuditFinding[] | null;
  /** why a failed audit has no score */
  failure: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** after this the report's link opens nothing */
  expiresAt: Date;
}

/** A site audit as the back office sees it. */
export class AuditRunRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: AUDIT_RUN_STATUSES })
  status: AuditRunStatus;
  targetUrl: string;
  score: number | null;
  pageCount: number;
  @ApiProperty({ type: [AuditFinding], nullable: true })
  findings: AuditFinding[] | null;
  failure: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** when the visitor's report link stops working; null for an Admin's run */
  expiresAt: Date | null;
  /** the lead (contact message) the audit belongs to */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  leadId: string | null;
  /** the Admin who ran it, by e-mail; null for a visitor's request */
  requestedBy: string | null;
  durationMs: number | null;
  /**
   * The report as a PDF for the back office (GET /api/audits/{id}/report.pdf) once the run is done;
   * null before. The visitor's own link cannot be given: only its hash is kept.
   */
  reportUrl: string | null;
}

export class AdminAuditInput {
  /** The site's address, e.g. https://example.com */
  @ApiProperty({ format: 'uri', pattern: PUBLIC_HTTP_ADDRESS.source })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'url must name the site to audit, for example https://example.com' })
  @MaxLength(2000, { message: 'url must be at most 2,000 characters' })
  url: string;
}

/** Two runs side by side: what the later one fixed, what it broke, what remains. */
export class AuditComparison {
  /** the earlier of the two runs */
  before: AuditRunRecord;
  /** the later of the two runs */
  after: AuditRunRecord;
  /** after's score minus before's */
  scoreChange: number;
  /** check ids failed before and passed after */
  fixed: string[];
  /** check ids passed before and failed after */
  new: string[];
  /** check ids failed in both */
  remaining: string[];
}

/** The audit of a lead, as its message shows it. */
export class LeadAuditSummary {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: AUDIT_RUN_STATUSES })
  status: AuditRunStatus;
  score: number | null;
  /** the titles of the most severe findings, at most 3 */
  topIssues: string[];
  reportUrl: string | null;
}
