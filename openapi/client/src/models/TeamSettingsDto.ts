/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TeamSettingsDto = {
  /**
   * every member of the team must sign in with a second factor
   */
  requireTwoFactor: boolean;
};

