/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContactRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Details (shown as they are when "Shows" is not set)
   */
  contactDetails: string;
  /**
   * Icon URL
   */
  contactImg: string;
  /**
   * Shows
   */
  contactKind?: 'address' | 'email' | 'phone';
  /**
   * Title
   */
  contactTitle: string;
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

