/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RedirectImport = {
  /**
   * The CSV text; code 301 when left out, target empty for 410
   */
  csv: string;
};

