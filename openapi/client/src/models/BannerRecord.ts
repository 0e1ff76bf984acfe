/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BannerRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
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
  createdAt: string;
  /**
   * Image URL
   */
  imageOne: string;
  updatedAt: string;
};

