/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SpamMessageRecord = {
  _id: string;
  createdAt: string;
  email: string;
  message: string;
  name: string;
  number: string | null;
  /**
   * why it was taken for spam
   */
  reason: string;
  subject: string;
};

