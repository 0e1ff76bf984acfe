/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterSocialInput = {
  /**
   * Heading
   */
  aboutText: string;
  /**
   * Facebook link
   */
  fblink?: string;
  /**
   * Instagram link
   */
  inslink?: string;
  /**
   * Other networks (LinkedIn, X, TikTok…): one profile address per line
   */
  links?: string;
  /**
   * YouTube link
   */
  youlink?: string;
};

