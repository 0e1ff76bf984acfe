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
  /**
   * when the next scheduled report is due (a retainer still served, with a site); null: as soon as the site is known
   */
  nextReportAt: string | null;
  orderId: string;
  packageName: string;
  questions: Array<OnboardingQuestionInput>;
  /**
   * how often a retainer's site is reported on
   */
  reportSchedule: 'off' | 'weekly' | 'monthly' | 'quarterly';
  /**
   * the site the reports audit (the address set, else the onboarding answer naming one); null while none is known
   */
  reportSite: string | null;
  /**
   * the site address the agency set for the reports; null: the client's onboarding answer naming it is used
   */
  siteUrl: string | null;
  stages: Array<ProjectStageRecord>;
  /**
   * the messages from the other side the reader has not read (the client's or the agency's side; absent for API keys and webhooks)
   */
  unreadMessages?: number;
  updatedAt: string;
};

