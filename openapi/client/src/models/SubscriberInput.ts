/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SubscriberInput = {
  /**
   * The consent text the form showed beside the field, kept with the sign-up
   */
  consentText?: string;
  /**
   * The site page the form was on
   */
  page?: string;
  subemail: string;
};

