/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TestimonialRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
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
  updatedAt: string;
};

