/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LeadAuditSummary = {
  _id: string;
  reportUrl: string | null;
  score: number | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  /**
   * the titles of the most severe findings, at most 3
   */
  topIssues: Array<string>;
};

