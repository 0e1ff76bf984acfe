/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PublicMenuItem = {
  children: Array<PublicMenuItem>;
  href: string;
  label: string;
  /**
   * a home anchor's section: the anchor drops out while the admin hides it
   */
  section?: string;
};

