/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ApiKeyInput = {
  /**
   * when the key stops working (an instant or a date, read as its midnight UTC); absent, it works until revoked
   */
  expiresAt?: string;
  /**
   * what the key is for, to tell keys apart
   */
  name: string;
  scopes: Array<'content:read' | 'content:write' | 'orders:read' | 'orders:write' | 'messages:read' | 'subscribers:read' | 'audits:read' | 'audits:write' | 'projects:read' | 'projects:write' | 'webhooks:manage'>;
};

