/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditFinding } from './AuditFinding';
export type AuditRunRecord = {
  _id: string;
  createdAt: string;
  durationMs: number | null;
  /**
   * when the visitor's report link stops working; null for an Admin's run
   */
  expiresAt: string | null;
  failure: string | null;
  findings: Array<AuditFinding> | null;
  finishedAt: string | null;
  /**
   * the lead (contact message) the audit belongs to
   */
  leadId: string | null;
  pageCount: number;
  /**
   * The report as a PDF for the back office (GET /api/audits/{id}/report.pdf) once the run is done;
   * null before. The visitor's own link cannot be given: only its hash is kept.
   */
  reportUrl: string | null;
  /**
   * the Admin who ran it, by e-mail; null for a visitor's request
   */
  requestedBy: string | null;
  score: number | null;
  startedAt: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  targetUrl: string;
};

