/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterSocialRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Heading
   */
  aboutText: string;
  createdAt: string;
  /**
   * Facebook link
   */
  fblink?: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Instagram link
   */
  inslink?: string;
  /**
   * Other networks (LinkedIn, X, TikTok…): one profile address per line
   */
  links?: string;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
  /**
   * YouTube link
   */
  youlink?: string;
};

