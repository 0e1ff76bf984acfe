/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProjectMessageRecord = {
  _id: string;
  author: string;
  body: string;
  createdAt: string;
  /**
   * written by the agency, else by the client
   */
  fromAgency: boolean;
};

