/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VideoItemInput = {
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

