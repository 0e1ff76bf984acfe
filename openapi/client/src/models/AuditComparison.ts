/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditRunRecord } from './AuditRunRecord';
export type AuditComparison = {
  /**
   * the later of the two runs
   */
  after: AuditRunRecord;
  /**
   * the earlier of the two runs
   */
  before: AuditRunRecord;
  /**
   * check ids failed before and passed after
   */
  fixed: Array<string>;
  /**
   * check ids passed before and failed after
   */
  new: Array<string>;
  /**
   * check ids failed in both
   */
  remaining: Array<string>;
  /**
   * after's score minus before's
   */
  scoreChange: number;
};

