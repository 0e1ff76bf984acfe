/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AdminAuditInput = {
  /**
   * The site's address, e.g. https://example.com
   */
  url: string;
};

