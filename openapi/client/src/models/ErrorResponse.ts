/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Every error answer: the HTTP status again, what went wrong (a list when several fields are invalid, at most 6 entries) and the status name.
 */
export type ErrorResponse = {
  /**
   * The name of the HTTP status
   */
  error: string;
  /**
   * What went wrong, in words meant for people; a list names each invalid field
   */
  message: (string | Array<string>);
  /**
   * The HTTP status of the answer
   */
  statusCode: number;
};

