/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ActionRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Button link
   */
  buttonLink?: string;
  /**
   * Button text
   */
  buttonText?: string;
  createdAt: string;
  /**
   * Heading
   */
  heading: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  /**
   * Sub-heading
   */
  subHeading: string;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

