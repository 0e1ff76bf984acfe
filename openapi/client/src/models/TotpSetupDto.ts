/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TotpSetupDto = {
  /**
   * the secret in base32, for typing into the app
   */
  secret: string;
  /**
   * the otpauth:// address a QR code holds
   */
  uri: string;
};

