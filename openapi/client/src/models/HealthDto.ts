/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DiskDto } from './DiskDto';
export type HealthDto = {
  database: string;
  /**
   * Absent when DATA_DIR is in memory
   */
  disk?: DiskDto;
  status: string;
};

