/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ConfirmEmailChangeDto = {
  currentPassword?: string;
  /**
   * The token from the link
   */
  token: string;
};

