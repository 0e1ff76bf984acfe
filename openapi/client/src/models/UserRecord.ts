/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UserRecord = {
  _id: string;
  createdAt: string;
  updatedAt: string;
  userEmail: string;
  userRole: 'Admin' | 'User';
};

