/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VisibilityInput = {
  /**
   * true hides it from visitors; false shows it again
   */
  hidden: boolean;
};

