/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HomeSectionView } from './HomeSectionView';
export type HomeLayout = {
  sections: Array<HomeSectionView>;
};

