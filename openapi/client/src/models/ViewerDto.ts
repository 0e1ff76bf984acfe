/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ViewerDto = {
  email: string;
  id: string;
  /**
   * On the admin roster with userRole Admin
   */
  isAdmin: boolean;
};

