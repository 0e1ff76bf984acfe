/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LogoRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Logo image URL
   */
  logo: string;
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

