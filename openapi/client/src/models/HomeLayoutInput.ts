/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HomeSectionInput } from './HomeSectionInput';
export type HomeLayoutInput = {
  sections: Array<HomeSectionInput>;
};

