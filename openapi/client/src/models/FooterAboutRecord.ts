/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAboutRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Text
   */
  aboutFooterDetails: string;
  /**
   * Heading
   */
  aboutFooterText: string;
  createdAt: string;
  updatedAt: string;
};

