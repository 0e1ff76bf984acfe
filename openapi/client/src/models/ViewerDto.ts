/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ViewerDto = {
  email: string;
  /**
   * The account opened a link sent to its address
   */
  emailVerified: boolean;
  id: string;
  /**
   * On the admin roster with userRole Admin, and the e-mail is verified
   */
  isAdmin: boolean;
};

