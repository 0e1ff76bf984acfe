/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PasskeyAssertionInput = {
  /**
   * The browser’s answer (AuthenticationResponseJSON) to the options
   */
  response: Record<string, any>;
};

