/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TestimonialTextRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Heading
   */
  testimonialHeading: string;
  /**
   * Text
   */
  testimonialText: string;
  updatedAt: string;
};

