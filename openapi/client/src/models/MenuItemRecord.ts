/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MenuLink } from './MenuLink';
export type MenuItemRecord = {
  /**
   * why the public menu leaves the item out (a deleted or unpublished target), else null
   */
  broken: string | null;
  children: Array<MenuItemRecord>;
  /**
   * the address the link leads to now; null when its target is gone or not published
   */
  href: string | null;
  label: string;
  link: MenuLink;
};

