/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VerifyEmailDto = {
  /**
   * A new password for the account: it replaces one chosen before the address was confirmed
   */
  password?: string;
  /**
   * The token from the link
   */
  token: string;
};

