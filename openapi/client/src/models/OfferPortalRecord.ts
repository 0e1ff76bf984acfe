/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OnboardingQuestionInput } from './OnboardingQuestionInput';
export type OfferPortalRecord = {
  /**
   * false while the offer uses the default stages and asks nothing
   */
  customised: boolean;
  packageId: string;
  packageName: string;
  questions: Array<OnboardingQuestionInput>;
  stages: Array<string>;
};

