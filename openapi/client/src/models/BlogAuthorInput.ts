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
  /**
   * the author's bio or profile page (https://…), named as the author's address in posts' structured data; empty for none
   */
  profileUrl?: string | null;
};

