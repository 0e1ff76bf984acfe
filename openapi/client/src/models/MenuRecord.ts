/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MenuItemRecord } from './MenuItemRecord';
export type MenuRecord = {
  items: Array<MenuItemRecord>;
  key: 'header' | 'footer' | 'footerExtra';
  /**
   * what the back office calls the menu
   */
  name: string;
  /**
   * false while the menu shows its default (never saved)
   */
  saved: boolean;
  title: string;
  updatedAt: string | null;
};

