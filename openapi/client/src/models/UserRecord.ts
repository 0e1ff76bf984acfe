/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UserRecord = {
  _id: string;
  createdAt: string;
  /**
   * the one Owner: the first Admin, until they make another Admin Owner
   */
  isOwner: boolean;
  updatedAt: string;
  userEmail: string;
  userRole: 'Admin' | 'Editor' | 'Author' | 'Sales' | 'Bookkeeping' | 'Delivery' | 'User';
};

