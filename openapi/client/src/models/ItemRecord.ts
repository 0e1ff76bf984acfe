/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ItemRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Canva link
   */
  canvaLink: string;
  /**
   * Category
   */
  category: string;
  createdAt: string;
  /**
   * Format
   */
  format: 'Facebook' | 'Instagram' | 'Youtube';
  /**
   * Free or paid
   */
  freeOrPaid: 'Paid' | 'Free';
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Image URL
   */
  imageLink: string;
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

