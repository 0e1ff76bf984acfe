/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type DiskDto = {
  /**
   * Free bytes on the disk holding DATA_DIR (the embedded database, media, the mail outbox)
   */
  free: number;
  /**
   * True when that is under 256 MB: writes will soon fail with 507
   */
  low: boolean;
  warning?: string;
};

