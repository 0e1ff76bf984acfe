/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterDto = {
  email: string;
  password: string;
  /**
   * A path of this site to go on to once the address is confirmed (the chosen offer's order form, /order-now/{id}); never another site
   */
  returnTo?: string;
};

