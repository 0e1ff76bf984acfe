/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FeatureItemInput = {
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
};

