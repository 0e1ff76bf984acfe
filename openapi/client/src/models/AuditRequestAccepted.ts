/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AuditRequestAccepted = {
  message: string;
  /**
   * Opens the report: GET /api/audit-reports/{token} and the page /analysis/{token}. Shown once; only its hash is kept.
   */
  token: string;
};

