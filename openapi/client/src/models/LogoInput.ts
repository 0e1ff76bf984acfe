/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LogoInput = {
  /**
   * Logo image URL
   */
  logo: string;
};

