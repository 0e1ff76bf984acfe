/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RecoveryCodesDto = {
  /**
   * one-time codes (xxxx-xxxx-xxxx), shown this once: keep them somewhere safe
   */
  recoveryCodes: Array<string>;
};

