/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SetupDto = {
  email: string;
  password: string;
  /**
   * The token of the setup link printed at start-up (also in DATA_DIR/setup-link)
   */
  token: string;
};

