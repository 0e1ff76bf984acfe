/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AboutInput = {
  /**
   * Details
   */
  aboutDetails: string;
  /**
   * Heading
   */
  aboutHeading: string;
  /**
   * Image URL
   */
  aboutImgOne: string;
  /**
   * Point three
   */
  aboutPointhree?: string;
  /**
   * Point one
   */
  aboutPointone?: string;
  /**
   * Point two
   */
  aboutPointwo?: string;
  /**
   * Text
   */
  aboutText: string;
};

