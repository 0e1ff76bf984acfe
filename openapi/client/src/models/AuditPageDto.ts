/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditEntryRecord } from './AuditEntryRecord';
export type AuditPageDto = {
  items: Array<AuditEntryRecord>;
  /**
   * pass as `after` for the next, older page; null on the last page
   */
  next: string | null;
};

