/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogByline = {
  name: string;
  /**
   * a library image (/media/{id}) or an image address
   */
  photo: string | null;
  /**
   * the author's bio or profile page, when they gave one
   */
  url?: string;
};

