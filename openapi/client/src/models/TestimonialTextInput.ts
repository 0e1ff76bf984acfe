/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TestimonialTextInput = {
  /**
   * Heading
   */
  testimonialHeading: string;
  /**
   * Text
   */
  testimonialText: string;
};

