/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TeamItemInput = {
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
};

