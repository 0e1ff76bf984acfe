/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChangeEmailDto = {
  currentPassword: string;
  /**
   * Where the confirmation link goes; the account moves there once it is opened
   */
  newEmail: string;
};

