/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ServiceItemInput = {
  /**
   * Details
   */
  serviceDetails: string;
  /**
   * Icon URL
   */
  serviceIcon: string;
  /**
   * Image URL
   */
  serviceImg?: string;
  /**
   * Name
   */
  serviceName?: string;
  /**
   * Title
   */
  serviceTitle: string;
};

