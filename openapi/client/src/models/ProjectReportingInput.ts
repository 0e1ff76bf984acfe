/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProjectReportingInput = {
  /**
   * how often a retainer's site is audited for a report; off stops the schedule ("Run a report now" still works)
   */
  schedule: 'off' | 'weekly' | 'monthly' | 'quarterly';
  siteUrl: string | null;
};

