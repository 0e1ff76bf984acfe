/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VerifiedDto = {
  message: string;
  /**
   * The path of this site the registrant was going to when they signed up (given at registration), or null
   */
  returnTo: string | null;
};

