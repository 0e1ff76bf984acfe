/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type OnboardingQuestionInput = {
  label: string;
  /**
   * a paragraph rather than a line
   */
  long: boolean;
  /**
   * the client must answer it
   */
  required: boolean;
};

