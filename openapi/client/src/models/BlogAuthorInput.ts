/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogAuthorInput = {
  displayName: string;
  /**
   * a library image (/media/{id}) or an image address; empty for none
   */
  photo?: string | null;
};

