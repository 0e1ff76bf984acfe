/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditFinding } from './AuditFinding';
export type AuditReport = {
  createdAt: string;
  /**
   * after this the report's link opens nothing
   */
  expiresAt: string;
  /**
   * why a failed audit has no score
   */
  failure: string | null;
  /**
   * the failed checks, most severe first; null until done
   */
  findings: Array<AuditFinding> | null;
  finishedAt: string | null;
  /**
   * pages fetched
   */
  pageCount: number;
  /**
   * out of 100; null until done
   */
  score: number | null;
  startedAt: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  targetUrl: string;
};

