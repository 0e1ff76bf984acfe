/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AuditFindingPage = {
  /**
   * what was found there
   */
  detail?: string;
  url: string;
};

