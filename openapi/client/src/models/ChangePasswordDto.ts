/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChangePasswordDto = {
  currentPassword: string;
  /**
   * The same rules as at registration
   */
  newPassword: string;
};

