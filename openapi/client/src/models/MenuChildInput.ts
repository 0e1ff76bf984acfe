/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MenuLink } from './MenuLink';
export type MenuChildInput = {
  label: string;
  link: MenuLink;
};

