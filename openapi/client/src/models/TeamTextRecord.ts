/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TeamTextRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Heading
   */
  teamHeading: string;
  /**
   * Text
   */
  teamText: string;
  updatedAt: string;
};

