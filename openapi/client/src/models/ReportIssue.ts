/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReportIssue = {
  /**
   * how many addresses fail it
   */
  count: number;
  /**
   * what to do about it
   */
  fix: string;
  /**
   * the check's id (docs/audit-checks.md)
   */
  id: string;
  severity: 'critical' | 'warning' | 'notice';
  title: string;
};

