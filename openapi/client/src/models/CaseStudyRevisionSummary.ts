/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CaseStudyRevisionSummary = {
  actorEmail: string | null;
  createdAt: string;
  /**
   * the revision's id, to restore it
   */
  id: string;
  /**
   * the title it had
   */
  title: string;
  version: number;
};

