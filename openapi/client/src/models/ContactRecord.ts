/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContactRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
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
  createdAt: string;
  updatedAt: string;
};

