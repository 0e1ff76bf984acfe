/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AuditRequestInput = {
  /**
   * The visitor agrees to the site's consent notice (the contact form's); nothing is stored without it.
   */
  consent: boolean;
  /**
   * Milliseconds between the form showing and being sent; a request sent faster than a person could fill the form is kept for review as spam.
   */
  elapsedMs?: number;
  /**
   * Where the report is mailed
   */
  email: string;
  name?: string;
  /**
   * Phone number
   */
  number?: string;
  /**
   * The site's address, e.g. https://example.com
   */
  url: string;
  /**
   * Leave empty. The form hides this field from people; robots fill it in.
   */
  website?: string;
};

