/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContactInput = {
  /**
   * Details
   */
  contactDetails: string;
  /**
   * Icon URL
   */
  contactImg: string;
  /**
   * Title
   */
  contactTitle: string;
};

