/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreatedApiKey = {
  createdAt: string;
  expiresAt: string | null;
  id: string;
  /**
   * within a minute
   */
  lastUsedAt: string | null;
  name: string;
  /**
   * the key's first characters
   */
  prefix: string;
  revokedAt: string | null;
  scopes: Array<'content:read' | 'content:write' | 'orders:read' | 'orders:write' | 'messages:read' | 'subscribers:read' | 'audits:read' | 'audits:write' | 'projects:read' | 'projects:write' | 'webhooks:manage'>;
  /**
   * send as `Authorization: Bearer <token>`
   */
  token: string;
};

