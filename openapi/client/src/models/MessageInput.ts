/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MessageInput = {
  /**
   * Milliseconds between the form showing and being sent; a message sent faster than a person could write it is kept for review as spam.
   */
  elapsedMs?: number;
  email: string;
  message: string;
  /**
   * A new message is always UnRead
   */
  messageStatus?: 'UnRead';
  name: string;
  /**
   * Phone number
   */
  number?: string;
  subject: string;
  /**
   * Leave empty. The contact form hides this field from people; robots fill it in.
   */
  website?: string;
};

