/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProjectMessageRecord } from './ProjectMessageRecord';
export type ProjectThread = {
  items: Array<ProjectMessageRecord>;
  /**
   * the messages from the other side the reader has not read yet (0 for an API key)
   */
  unread: number;
};

