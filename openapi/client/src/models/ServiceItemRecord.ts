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
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
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
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

