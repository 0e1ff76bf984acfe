/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProjectMessageRecord } from './ProjectMessageRecord';
export type ProjectThread = {
  items: Array<ProjectMessageRecord>;
};

