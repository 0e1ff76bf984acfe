/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CopyrightRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Copyright line
   */
  copyrightText: string;
  createdAt: string;
  updatedAt: string;
};

