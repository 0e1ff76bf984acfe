/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SiteMedia = {
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
  formats: Array<string>;
  hash: string;
  height: number;
  id: string;
  width: number;
  widths: Array<number>;
};

