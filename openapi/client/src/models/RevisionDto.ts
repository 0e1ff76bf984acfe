/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RecordSnapshotDto } from './RecordSnapshotDto';
export type RevisionDto = {
  action: 'create' | 'update' | 'delete' | 'move' | 'hide' | 'show' | 'restore';
  actorEmail: string | null;
  after: RecordSnapshotDto | null;
  before: RecordSnapshotDto | null;
  /**
   * the fields (and position or hidden) this revision changed
   */
  changed: Array<string>;
  createdAt: string;
  id: string;
  recordId: string;
};

