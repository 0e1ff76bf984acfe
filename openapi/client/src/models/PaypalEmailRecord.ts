/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PaypalEmailRecord = {
  _id: string;
  createdAt: string;
  paypalEmail: string;
  updatedAt: string;
};

