/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WorkSectionInput = {
  /**
   * Heading
   */
  workHeading: string;
  /**
   * Text
   */
  workText: string;
};

