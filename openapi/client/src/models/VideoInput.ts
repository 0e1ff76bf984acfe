/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VideoInput = {
  /**
   * Heading
   */
  headingVideo: string;
  /**
   * Image URL
   */
  videoImage: string;
  /**
   * Video link
   */
  videoLink: string;
};

