/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PublicMenuItem } from './PublicMenuItem';
export type PublicMenu = {
  items: Array<PublicMenuItem>;
  title: string;
};

