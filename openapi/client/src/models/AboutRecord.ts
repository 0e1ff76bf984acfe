/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AboutRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Details
   */
  aboutDetails: string;
  /**
   * Heading
   */
  aboutHeading: string;
  /**
   * Image URL
   */
  aboutImgOne: string;
  /**
   * Point three
   */
  aboutPointhree?: string;
  /**
   * Point one
   */
  aboutPointone?: string;
  /**
   * Point two
   */
  aboutPointwo?: string;
  /**
   * Text
   */
  aboutText: string;
  createdAt: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
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

