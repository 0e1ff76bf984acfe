/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FeatureItemRecord = {
  /**
   * Description
   */
  FeaturesDesc: string;
  /**
   * Icon URL
   */
  FeaturesIcon: string;
  /**
   * Image URL
   */
  FeaturesImg: string;
  /**
   * Title
   */
  FeaturesText: string;
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
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

