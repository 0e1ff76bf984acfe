/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WorkSectionRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Heading
   */
  workHeading: string;
  /**
   * Text
   */
  workText: string;
};

