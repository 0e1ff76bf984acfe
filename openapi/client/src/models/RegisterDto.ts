/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterDto = {
  email: string;
  /**
   * At least 6 characters. A password being chosen (sign-up, setup, reset, verification, change) needs at least 12 for an address the roster lists in a role of the team, and is refused (400) when it is in the list of breached passwords shipped with the product.
   */
  password: string;
  /**
   * A path of this site to go on to once the address is confirmed (the chosen offer's order form, /order-now/{id}); never another site
   */
  returnTo?: string;
};

