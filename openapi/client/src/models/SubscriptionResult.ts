/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SubscriptionResult = {
  /**
   * false when the address was already subscribed
   */
  created: boolean;
  message: string;
};

