/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExportedMessage = {
  _id: string;
  createdAt: string;
  email: string;
  /**
   * true for a message the contact form's spam checks held for review
   */
  heldAsSpam: boolean;
  message: string;
  /**
   * Read or UnRead; absent for a message held for review as likely spam
   */
  messageStatus?: 'UnRead' | 'Read';
  name: string;
  number: string | null;
  subject: string;
};

