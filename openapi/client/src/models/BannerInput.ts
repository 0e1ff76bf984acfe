/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BannerInput = {
  /**
   * Heading
   */
  bannerHeading: string;
  /**
   * Text
   */
  bannerText: string;
  /**
   * Button text
   */
  buttonText: string;
  /**
   * Button link
   */
  buttonURL: string;
  /**
   * Image URL
   */
  imageOne: string;
};

