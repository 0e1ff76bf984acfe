/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CredentialsDto = {
  email: string;
  /**
   * At least 6 characters; at least 12 for an address the roster lists in a role of the team. Refused (400) when it is in the list of breached passwords shipped with the product.
   */
  password: string;
};

