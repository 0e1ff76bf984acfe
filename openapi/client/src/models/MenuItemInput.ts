/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MenuChildInput } from './MenuChildInput';
import type { MenuLink } from './MenuLink';
export type MenuItemInput = {
  children?: Array<MenuChildInput>;
  label: string;
  link: MenuLink;
};

