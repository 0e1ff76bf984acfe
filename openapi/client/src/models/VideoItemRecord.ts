/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VideoItemRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Details
   */
  videoItemDetails: string;
  /**
   * Icon URL
   */
  videoItemIcon: string;
  /**
   * Title
   */
  videoItemTitle: string;
};

