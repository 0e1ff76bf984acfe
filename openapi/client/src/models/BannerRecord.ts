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
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Image URL
   */
  imageOne: string;
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

