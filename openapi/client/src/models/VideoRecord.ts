/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VideoRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Heading
   */
  headingVideo: string;
  updatedAt: string;
  /**
   * Image URL
   */
  videoImage: string;
  /**
   * Video link
   */
  videoLink: string;
};

