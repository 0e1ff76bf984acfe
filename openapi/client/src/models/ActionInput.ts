/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ActionInput = {
  /**
   * Button link
   */
  buttonLink?: string;
  /**
   * Button text
   */
  buttonText?: string;
  /**
   * Heading
   */
  heading: string;
  /**
   * Sub-heading
   */
  subHeading: string;
};

