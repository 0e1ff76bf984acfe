/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PublicMenu } from './PublicMenu';
export type PublicMenus = {
  footer: PublicMenu;
  footerExtra: PublicMenu;
  header: PublicMenu;
};

