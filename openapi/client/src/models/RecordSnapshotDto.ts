/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RecordSnapshotDto = {
  fields: Record<string, (string | number)>;
  hidden: boolean;
  position: number;
};

