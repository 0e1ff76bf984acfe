/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FaqItemRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Answer
   */
  accodingText: string;
  /**
   * Question
   */
  accodingTitle: string;
  createdAt: string;
  updatedAt: string;
};

