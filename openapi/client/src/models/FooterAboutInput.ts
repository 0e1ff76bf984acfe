/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAboutInput = {
  /**
   * Text
   */
  aboutFooterDetails: string;
  /**
   * Heading
   */
  aboutFooterText: string;
};

