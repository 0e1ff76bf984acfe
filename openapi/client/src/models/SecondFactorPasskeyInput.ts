/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SecondFactorPasskeyInput = {
  /**
   * The browser’s answer (AuthenticationResponseJSON) to the options
   */
  response: Record<string, any>;
  /**
   * the token the sign-in answered with (`secondFactor.token`)
   */
  token: string;
};

