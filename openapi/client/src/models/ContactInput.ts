/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContactInput = {
  /**
   * Details (shown as they are when "Shows" is not set)
   */
  contactDetails: string;
  /**
   * Icon URL
   */
  contactImg: string;
  /**
   * Shows
   */
  contactKind?: 'address' | 'email' | 'phone';
  /**
   * Title
   */
  contactTitle: string;
};

