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
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
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
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

