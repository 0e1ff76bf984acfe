/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TestimonialInput = {
  /**
   * Quote
   */
  desc: string;
  /**
   * Photo URL
   */
  image: string;
  /**
   * Name
   */
  personName: string;
  /**
   * Title
   */
  personTitle: string;
};

