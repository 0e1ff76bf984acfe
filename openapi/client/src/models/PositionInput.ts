/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PositionInput = {
  /**
   * The place in the list, 1 first; a place past the end puts the record last
   */
  position: number;
};

