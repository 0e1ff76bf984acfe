/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FaqTextRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Heading
   */
  faqHeading: string;
  /**
   * Text
   */
  faqText: string;
  updatedAt: string;
};

