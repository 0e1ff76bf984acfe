/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NavPage = {
  inFooter: boolean;
  inNav: boolean;
  position: number;
  slug: string;
  title: string;
};

