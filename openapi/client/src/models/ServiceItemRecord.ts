/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ServiceItemRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
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
  updatedAt: string;
};

