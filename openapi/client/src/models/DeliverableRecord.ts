/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeliverableDownloadRecord } from './DeliverableDownloadRecord';
export type DeliverableRecord = {
  _id: string;
  approval: 'requested' | 'approved' | 'changes' | null;
  approvalComment: string | null;
  approvalDecidedAt: string | null;
  approvalRequestedAt: string | null;
  contentType: string | null;
  /**
   * the date it was delivered
   */
  createdAt: string;
  /**
   * a file's download address (its customer and the Admins only)
   */
  downloadUrl: string | null;
  /**
   * who downloaded the file and when, newest first (the Admins' view; absent for the client)
   */
  downloads?: Array<DeliverableDownloadRecord>;
  fileName: string | null;
  kind: 'file' | 'link';
  /**
   * the thread's message it was attached to; null for one the agency delivered as such
   */
  messageId: string | null;
  projectId: string;
  size: number | null;
  title: string;
  /**
   * a link's address
   */
  url: string | null;
};

