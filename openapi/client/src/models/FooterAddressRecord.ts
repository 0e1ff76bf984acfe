/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAddressRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
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
  updatedAt: string;
};

