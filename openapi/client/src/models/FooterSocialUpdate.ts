/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterSocialUpdate = {
  /**
   * Heading
   */
  aboutText: string;
  /**
   * Facebook link
   */
  fblink?: string;
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Instagram link
   */
  inslink?: string;
  /**
   * Other networks (LinkedIn, X, TikTok…): one profile address per line
   */
  links?: string;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
  /**
   * YouTube link
   */
  youlink?: string;
};

