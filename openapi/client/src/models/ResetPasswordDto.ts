/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ResetPasswordDto = {
  password: string;
  /**
   * The token from the e-mailed link
   */
  token: string;
};

