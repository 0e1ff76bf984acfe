/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MediaFile = {
  /**
   * JPEG, PNG, WebP, AVIF, GIF (its first frame) or SVG; at most 20 MB and 40 megapixels
   */
  file: Blob;
};

