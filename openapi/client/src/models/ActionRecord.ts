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
   * Sub-heading
   */
  subHeading: string;
  updatedAt: string;
};

