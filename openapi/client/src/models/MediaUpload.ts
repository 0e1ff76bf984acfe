/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MediaUpload = {
  /**
   * What the image shows, for visitors who cannot see it; required unless decorative
   */
  alt?: string;
  /**
   * An image that adds nothing to the text: its alt is empty
   */
  decorative?: 'true' | 'false';
  /**
   * JPEG, PNG, WebP, AVIF, GIF (its first frame) or SVG; at most 20 MB and 40 megapixels
   */
  file: Blob;
  /**
   * A label for the library; the file's name without its extension by default
   */
  name?: string;
};

