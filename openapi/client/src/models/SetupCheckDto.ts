/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SetupCheckDto = {
  /**
   * true while the token can still create the first Admin
   */
  valid: boolean;
};

