/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RosterStatusDto = {
  /**
   * false until someone is on the roster as Admin; /add-user is open until then
   */
  hasAdmin: boolean;
};

