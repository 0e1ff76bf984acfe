/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MessageAttachment = {
  /**
   * the deliverable's id
   */
  _id: string;
  /**
   * its download address (the project's customer and the agency only)
   */
  downloadUrl: string;
  fileName: string;
  size: number;
};

