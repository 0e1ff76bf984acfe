/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MessageRecord = {
  _id: string;
  createdAt: string;
  email: string;
  message: string;
  messageStatus: 'UnRead' | 'Read';
  name: string;
  number: string | null;
  subject: string;
  /**
   * when the message last changed (read): what a mirror syncs by, with `updatedSince`
   */
  updatedAt: string;
};

