/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FixedIssue } from './FixedIssue';
import type { ReportIssue } from './ReportIssue';
export type ProjectReportRecord = {
  _id: string;
  /**
   * the audit run behind it: only to those who may read audits (its page in the back office); absent for the client and the portal's own members
   */
  auditRunId?: string;
  createdAt: string;
  /**
   * why a failed audit has no score
   */
  failure: string | null;
  finishedAt: string | null;
  /**
   * the checks the earlier report failed that pass now
   */
  fixedIssues: Array<FixedIssue>;
  /**
   * every check the site fails, most severe first
   */
  issues: Array<ReportIssue>;
  /**
   * the checks failed now and not in the earlier report (all of them in the first report)
   */
  newIssues: Array<ReportIssue>;
  pageCount: number;
  projectId: string;
  /**
   * made by the schedule (else the agency asked for it)
   */
  scheduled: boolean;
  /**
   * out of 100; null until done, or when the audit failed
   */
  score: number | null;
  /**
   * the score minus that of the latest earlier report with a score; null for the first
   */
  scoreChange: number | null;
  /**
   * the address audited
   */
  siteUrl: string;
  status: 'queued' | 'running' | 'done' | 'failed';
};

