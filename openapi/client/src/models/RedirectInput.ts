/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RedirectInput = {
  /**
   * why the redirect exists
   */
  note?: string;
  /**
   * the old path, starting with / (for example /old-pricing/); matched with and without its trailing slash
   */
  source: string;
  statusCode: 301 | 302 | 410;
  /**
   * a path of this site (its query is kept) or an https:// address; empty or absent for 410
   */
  target?: string | null;
};

