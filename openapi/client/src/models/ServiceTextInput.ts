/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ServiceTextInput = {
  /**
   * Heading
   */
  serviceHeading: string;
  /**
   * Sub-heading
   */
  servicesubHeading: string;
};

