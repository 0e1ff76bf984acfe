/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TotpCodeInput = {
  /**
   * the 6 digits the app shows now
   */
  code: string;
};

