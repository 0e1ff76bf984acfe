/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OnboardingQuestionInput } from './OnboardingQuestionInput';
export type OfferPortalInput = {
  questions: Array<OnboardingQuestionInput>;
  stages: Array<string>;
};

