/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UserInput = {
  userEmail: string;
  /**
   * Admin (the default, the spec's), a staff role beside it (Editor, Author, Sales, Bookkeeping, Delivery), or User (listed, no back office)
   */
  userRole?: 'Admin' | 'Editor' | 'Author' | 'Sales' | 'Bookkeeping' | 'Delivery' | 'User';
};

