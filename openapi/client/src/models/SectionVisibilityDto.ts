/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SectionVisibilityDto = {
  hidden: boolean;
  key: string;
};

