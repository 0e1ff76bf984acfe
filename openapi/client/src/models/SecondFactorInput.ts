/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SecondFactorInput = {
  /**
   * the 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx-xxxx)
   */
  code: string;
  token: string;
};

