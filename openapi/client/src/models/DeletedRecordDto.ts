/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RecordSnapshotDto } from './RecordSnapshotDto';
export type DeletedRecordDto = {
  actorEmail: string | null;
  deletedAt: string;
  /**
   * the words that name it: its first text
   */
  name: string;
  record: RecordSnapshotDto;
  recordId: string;
  /**
   * restore this revision to bring the record back
   */
  revisionId: string;
};

