/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UserListRecord = {
  _id: string;
  /**
   * verified: the account proved it owns the address (only then does the entry make it Admin); unverified; none: nobody registered it yet
   */
  account: 'none' | 'verified' | 'unverified';
  createdAt: string;
  /**
   * the one Owner: the first Admin, until they make another Admin Owner
   */
  isOwner: boolean;
  updatedAt: string;
  userEmail: string;
  userRole: 'Admin' | 'Editor' | 'Author' | 'Sales' | 'Bookkeeping' | 'Delivery' | 'User';
};

