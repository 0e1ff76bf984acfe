/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditFindingPage } from './AuditFindingPage';
export type AuditFinding = {
  /**
   * how many addresses fail it
   */
  count: number;
  /**
   * what to do about it, in plain words
   */
  fix: string;
  /**
   * the check's id, e.g. title-missing
   */
  id: string;
  /**
   * the first addresses that fail it (at most 50)
   */
  pages: Array<AuditFindingPage>;
  /**
   * what failing it cost, in points of the score
   */
  penalty: number;
  severity: 'critical' | 'warning' | 'notice';
  title: string;
  /**
   * the check's weight in the score
   */
  weight: number;
};

