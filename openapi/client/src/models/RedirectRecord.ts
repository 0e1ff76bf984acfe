/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RedirectRecord = {
  createdAt: string;
  /**
   * visitors sent on so far (counted in batches, a few seconds behind)
   */
  hits: number;
  id: string;
  lastHitAt: string | null;
  note: string;
  /**
   * the path visitors ask for (with or without its trailing slash)
   */
  source: string;
  statusCode: 301 | 302 | 410;
  /**
   * a path of this site or an https address; null for 410
   */
  target: string | null;
  updatedAt: string;
};

