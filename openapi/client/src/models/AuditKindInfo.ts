/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AuditKindInfo = {
  kind: 'content' | 'section' | 'pricing' | 'roster' | 'payment-email' | 'order' | 'message' | 'subscriber' | 'media' | 'account' | 'redirect' | 'api-key' | 'webhook' | 'blog' | 'page' | 'site-audit' | 'project' | 'case-study';
  label: string;
};

