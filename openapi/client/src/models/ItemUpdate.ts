/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ItemUpdate = {
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
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Image URL
   */
  imageLink: string;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

