/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MessageInput = {
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
};

