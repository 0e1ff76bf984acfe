/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MessageAttachment } from './MessageAttachment';
export type ProjectMessageRecord = {
  _id: string;
  /**
   * the files attached to it (each a deliverable of the project; one deleted since is gone from here too)
   */
  attachments: Array<MessageAttachment>;
  author: string;
  body: string;
  createdAt: string;
  /**
   * written by the agency, else by the client
   */
  fromAgency: boolean;
};

