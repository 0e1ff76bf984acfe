/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ItemInput = {
  /**
   * Canva link
   */
  canvaLink: string;
  /**
   * Category
   */
  category: string;
  /**
   * Format
   */
  format: 'Facebook' | 'Instagram' | 'Youtube';
  /**
   * Free or paid
   */
  freeOrPaid: 'Paid' | 'Free';
  /**
   * Image URL
   */
  imageLink: string;
};

