import type { SiteTexts } from '../../site/brand';
import type { AuditReport } from '../../api/client';

export type Finding = NonNullable<AuditReport['findings']>[number];
export type Severity = Finding['severity'];

/** The severities in the order a reader should fix them, each with its heading and the one-line reason it matters, in the site's words. */
export function severityGroups(texts: SiteTexts): readonly { severity: Severity; heading: string; why: string }[] {
  return [
    { severity: 'critical', heading: texts.analysisCriticalHeading, why: texts.analysisCriticalWhy },
    { severity: 'warning', heading: texts.analysisWarningsHeading, why: texts.analysisWarningsWhy },
    { severity: 'notice', heading: texts.analysisNoticesHeading, why: texts.analysisNoticesWhy },
  ];
}

/** "Warnings: 1", "Critical issues: 3": the site's heading for the severity, so no singular is needed. */
export const counted = (count: number, group: { heading: string }) => `${group.heading}: ${count}`;

/** The findings of each severity, most costly first as the server sorted them. */
export function bySeverity(findings: readonly Finding[]): Record<Severity, Finding[]> {
  const groups: Record<Severity, Finding[]> = { critical: [], warning: [], notice: [] };
  for (const finding of findings) groups[finding.severity]?.push(finding);
  return groups;
}

/** A score's verdict, in words as well as colour, so it reads without the colour. */
export function scoreGrade(
  score: number,
  texts: Pick<SiteTexts, 'analysisGood' | 'analysisFair' | 'analysisPoor'>,
): { label: string; tone: 'good' | 'fair' | 'poor' } {
  if (score >= 90) return { label: texts.analysisGood, tone: 'good' };
  if (score >= 50) return { label: texts.analysisFair, tone: 'fair' };
  return { label: texts.analysisPoor, tone: 'poor' };
}

/** Whether the report is still being made: the page asks again until it is done or failed. */
export const isPending = (report: Pick<AuditReport, 'status'>) => report.status === 'queued' || report.status === 'running';

/** The address of the report's PDF (the server renders it like an invoice). */
export const pdfPath = (token: string) => `/api/audit-reports/${encodeURIComponent(token)}/report.pdf`;

/** How often the page asks how the audit stands while it runs. */
export const POLL_MS = 1500;
