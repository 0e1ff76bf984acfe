/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MediaUsage = {
  /**
   * the image field's name
   */
  field: string;
  /**
   * the image field as the editor labels it
   */
  fieldLabel: string;
  recordId: string;
  /**
   * the record's name in a list section (its first text), absent for a section of one record
   */
  recordLabel?: string;
  /**
   * the section's key (banner, teamItems, …)
   */
  section: string;
  /**
   * the section as the back office names it
   */
  sectionTitle: string;
};

