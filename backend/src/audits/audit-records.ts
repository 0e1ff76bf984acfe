import { createHash, randomBytes } from 'node:crypto';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import { SecretSealer } from '../webhooks/webhook-secrets.js';
import type { AuditRun } from './audit-run.entity.js';
import type { AuditComparison, AuditReport, AuditRunRecord, LeadAuditSummary } from './audits.dto.js';

/** 32 random bytes, base64url: 43 characters, nothing else. */
const TOKEN_SPELLING = /^[A-Za-z0-9_-]{43}$/;

/** A new report token: unguessable, shown to the visitor once, never stored. */
export const newReportToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token; null for a spelling no token has (so nothing is looked up). */
export function reportTokenHash(token: string): string | null {
  if (!TOKEN_SPELLING.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Only the token's hash is in audit_run; the job carries the token sealed under a key derived from
 * JWT_SECRET for this alone, so the mail at its end can name the link while a copy of the
 * database (jobs included) opens no report.
 */
export const reportTokenSealer = (jwtSecret: string) =>
  new SecretSealer(jwtSecret, { salt: 'audit-report-tokens', info: 'report links on their way to the visitor' });

/** The PDF's file name: the site's host, nothing a header could be broken with. */
export const reportPdfName = (run: AuditRun) => `seo-analysis-${new URL(run.targetUrl).hostname.replace(/[^a-z0-9.-]/gi, '_')}.pdf`;

/** Where the back office reads a finished run's report. */
export const adminReportUrl = (run: AuditRun): string | null => (run.status === 'done' ? `/api/audits/${run.id}/report.pdf` : null);

/** The report as its visitor reads it: no ids, no lead, no Admin. */
export const auditReport = (run: AuditRun): ApiShape<AuditReport> =>
  apiShape({
    status: run.status,
    targetUrl: run.targetUrl,
    score: run.score,
    pageCount: run.pageCount,
    findings: run.findings,
    failure: run.failure,
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    expiresAt: run.reportExpiresAt!,
  });

export const auditRunRecord = (run: AuditRun): ApiShape<AuditRunRecord> =>
  apiShape({
    _id: run.id,
    status: run.status,
    targetUrl: run.targetUrl,
    score: run.score,
    pageCount: run.pageCount,
    findings: run.findings,
    failure: run.failure,
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    expiresAt: run.reportExpiresAt,
    leadId: run.leadId,
    requestedBy: run.requestedBy,
    durationMs: run.durationMs,
    reportUrl: adminReportUrl(run),
  });

/** The titles of a run's worst findings (they are stored most severe first). */
export const topIssues = (run: AuditRun, count = 3): string[] => (run.findings ?? []).slice(0, count).map((finding) => finding.title);

export const leadAuditSummary = (run: AuditRun): ApiShape<LeadAuditSummary> =>
  apiShape({ _id: run.id, status: run.status, score: run.score, topIssues: topIssues(run), reportUrl: adminReportUrl(run) });

/** Two finished runs compared by check id; `before` is the earlier one whichever order they were named in. */
export function compareRuns(first: AuditRun, second: AuditRun): ApiShape<AuditComparison> {
  const [before, after] = first.createdAt.getTime() <= second.createdAt.getTime() ? [first, second] : [second, first];
  const failedBefore = new Set((before.findings ?? []).map((finding) => finding.id));
  const failedAfter = new Set((after.findings ?? []).map((finding) => finding.id));
  return apiShape({
    before: auditRunRecord(before),
    after: auditRunRecord(after),
    scoreChange: (after.score ?? 0) - (before.score ?? 0),
    fixed: [...failedBefore].filter((id) => !failedAfter.has(id)),
    new: [...failedAfter].filter((id) => !failedBefore.has(id)),
    remaining: [...failedAfter].filter((id) => failedBefore.has(id)),
  });
}
