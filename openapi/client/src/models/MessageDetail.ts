/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LeadAuditSummary } from './LeadAuditSummary';
export type MessageDetail = {
  _id: string;
  /**
   * the site audit the visitor asked for with this message; null for a contact form message
   */
  audit: LeadAuditSummary | null;
  createdAt: string;
  email: string;
  message: string;
  messageStatus: 'UnRead' | 'Read';
  name: string;
  number: string | null;
  subject: string;
  /**
   * when the message last changed (read): what a mirror syncs by, with `updatedSince`
   */
  updatedAt: string;
};

