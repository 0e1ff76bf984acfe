import type { AuditReport } from '../../api/client';

export type Finding = NonNullable<AuditReport['findings']>[number];
export type Severity = Finding['severity'];

/** The severities in the order a reader should fix them, each with its heading and the one-line reason it matters. */
export const SEVERITY_GROUPS: readonly { severity: Severity; heading: string; one: string; why: string }[] = [
  {
    severity: 'critical',
    heading: 'Critical issues',
    one: 'critical issue',
    why: 'These keep pages out of search results or break them for visitors: fix them first.',
  },
  { severity: 'warning', heading: 'Warnings', one: 'warning', why: 'These cost rankings or clicks.' },
  { severity: 'notice', heading: 'Notices', one: 'notice', why: 'Smaller improvements worth making.' },
];

/** "1 warning", "3 critical issues". */
export const counted = (count: number, group: (typeof SEVERITY_GROUPS)[number]) => `${count} ${count === 1 ? group.one : group.heading.toLowerCase()}`;

/** The findings of each severity, most costly first as the server sorted them. */
export function bySeverity(findings: readonly Finding[]): Record<Severity, Finding[]> {
  const groups: Record<Severity, Finding[]> = { critical: [], warning: [], notice: [] };
  for (const finding of findings) groups[finding.severity]?.push(finding);
  return groups;
}

/** A score's verdict, in words as well as colour, so it reads without the colour. */
export function scoreGrade(score: number): { label: string; tone: 'good' | 'fair' | 'poor' } {
  if (score >= 90) return { label: 'Good', tone: 'good' };
  if (score >= 50) return { label: 'Needs work', tone: 'fair' };
  return { label: 'Poor', tone: 'poor' };
}

/** Whether the report is still being made: the page asks again until it is done or failed. */
export const isPending = (report: Pick<AuditReport, 'status'>) => report.status === 'queued' || report.status === 'running';

/** The address of the report's PDF (the server renders it like an invoice). */
export const pdfPath = (token: string) => `/api/audit-reports/${encodeURIComponent(token)}/report.pdf`;

/** How often the page asks how the audit stands while it runs. */
export const POLL_MS = 1500;
