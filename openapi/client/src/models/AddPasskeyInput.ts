/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AddPasskeyInput = {
  /**
   * a name to tell it apart, such as the device it is on
   */
  name: string;
  /**
   * The browser’s answer (RegistrationResponseJSON) to the options
   */
  response: Record<string, any>;
};

