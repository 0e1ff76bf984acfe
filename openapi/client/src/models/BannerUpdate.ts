/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BannerUpdate = {
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
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Image URL
   */
  imageOne: string;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

