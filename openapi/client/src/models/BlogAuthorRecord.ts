/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogAuthorRecord = {
  /**
   * empty until the Admin sets it: posts then show no byline
   */
  displayName: string;
  photo: string | null;
  profileUrl: string | null;
};

