/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FeaturesTextRecord = {
  /**
   * Heading
   */
  FeaturesHeading: string;
  /**
   * Text
   */
  FeaturesText: string;
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  updatedAt: string;
};

