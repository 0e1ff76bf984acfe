/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExportedAccount = {
  createdAt: string;
  email: string;
  emailVerified: boolean;
  emailVerifiedAt: string | null;
};

