/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MenuItemInput } from './MenuItemInput';
export type MenuInput = {
  items: Array<MenuItemInput>;
  /**
   * the footer column's heading (the navigation bar shows none)
   */
  title?: string;
};

