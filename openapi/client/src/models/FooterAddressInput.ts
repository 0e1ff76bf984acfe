/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAddressInput = {
  /**
   * E-mail
   */
  emailAddress: string;
  /**
   * Location
   */
  location: string;
  /**
   * Phone
   */
  phoneNumber: string;
};

