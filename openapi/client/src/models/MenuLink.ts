/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MenuLink = {
  kind: 'anchor' | 'fixed' | 'page' | 'post' | 'category' | 'caseStudy' | 'path' | 'external';
  target: string;
};

