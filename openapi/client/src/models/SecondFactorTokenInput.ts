/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SecondFactorTokenInput = {
  /**
   * the token the sign-in answered with (`secondFactor.token`)
   */
  token: string;
};

