/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TwoFactorStateDto = {
  /**
   * an app was started but not confirmed with a code yet
   */
  pending: boolean;
  recoveryCodesLeft: number;
  /**
   * an authenticator app is confirmed: sign-in asks for its code
   */
  totp: boolean;
};

