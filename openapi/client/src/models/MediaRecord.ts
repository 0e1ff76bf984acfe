/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MediaUsage } from './MediaUsage';
export type MediaRecord = {
  /**
   * empty exactly when the image is decorative
   */
  alt: string;
  /**
   * the uploaded file's size
   */
  bytes: number;
  createdAt: string;
  decorative: boolean;
  /**
   * where the subject is, 0 (left) to 1 (right): crops keep it
   */
  focalX: number;
  /**
   * where the subject is, 0 (top) to 1 (bottom)
   */
  focalY: number;
  /**
   * the type of the uploaded file
   */
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';
  /**
   * the formats variants exist in, the fallback last (avif, webp, jpeg); empty for SVG
   */
  formats: Array<string>;
  /**
   * names the variant files: /media/{hash}-{width}.{format}
   */
  hash: string;
  height: number;
  id: string;
  /**
   * a label for the library (never used as a path)
   */
  name: string;
  /**
   * a small variant, for grids
   */
  thumbnailUrl: string;
  updatedAt: string;
  /**
   * the stable address to put in an image field: it follows a replace
   */
  url: string;
  usages: Array<MediaUsage>;
  /**
   * send it back as If-Match when saving
   */
  version: number;
  width: number;
  /**
   * the widths variants exist at, ascending; empty for SVG
   */
  widths: Array<number>;
};

