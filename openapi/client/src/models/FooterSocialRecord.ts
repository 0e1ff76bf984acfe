/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterSocialRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Heading
   */
  aboutText: string;
  createdAt: string;
  /**
   * Facebook link
   */
  fblink: string;
  /**
   * Instagram link
   */
  inslink: string;
  updatedAt: string;
  /**
   * YouTube link
   */
  youlink: string;
};

