/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ServiceTextRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Heading
   */
  serviceHeading: string;
  /**
   * Sub-heading
   */
  servicesubHeading: string;
  updatedAt: string;
};

