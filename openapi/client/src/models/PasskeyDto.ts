/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PasskeyDto = {
  createdAt: string;
  id: string;
  /**
   * the last sign-in it made, or null
   */
  lastUsedAt: string | null;
  /**
   * the name its owner gave it, such as the device it is on
   */
  name: string;
};

