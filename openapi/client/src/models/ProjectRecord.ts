/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OnboardingQuestionInput } from './OnboardingQuestionInput';
import type { ProjectStageRecord } from './ProjectStageRecord';
export type ProjectRecord = {
  _id: string;
  answeredAt: string | null;
  /**
   * one per question; null until the client answered
   */
  answers: Array<string> | null;
  createdAt: string;
  /**
   * the index in stages of the stage under way
   */
  currentStage: number;
  customerEmail: string;
  orderId: string;
  packageName: string;
  questions: Array<OnboardingQuestionInput>;
  stages: Array<ProjectStageRecord>;
  /**
   * the messages from the other side the reader has not read (the client's or the agency's side; absent for API keys and webhooks)
   */
  unreadMessages?: number;
  updatedAt: string;
};

