/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AuditEntryRecord = {
  action: string;
  actorEmail: string | null;
  actorId: string | null;
  createdAt: string;
  detail: string | null;
  id: string;
  kind: 'content' | 'section' | 'pricing' | 'roster' | 'payment-email' | 'order' | 'message' | 'subscriber' | 'media' | 'account' | 'redirect' | 'api-key' | 'webhook' | 'blog' | 'page' | 'site-audit' | 'project' | 'case-study';
  subject: string;
  subjectId: string | null;
};

