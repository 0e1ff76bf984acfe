/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TeamItemRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Photo URL
   */
  teamMemberImg: string;
  /**
   * Name
   */
  teamMemberName: string;
  /**
   * Title
   */
  teamMemberTitle: string;
  updatedAt: string;
};

