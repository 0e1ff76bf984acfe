/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MediaUpdate = {
  /**
   * required (1 to 300 characters) unless the image is decorative
   */
  alt?: string;
  decorative?: boolean;
  focalX?: number;
  focalY?: number;
  name?: string;
};

