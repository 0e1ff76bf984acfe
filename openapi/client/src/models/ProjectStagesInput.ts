/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProjectStageInput } from './ProjectStageInput';
export type ProjectStagesInput = {
  /**
   * the index in `stages` of the stage under way
   */
  currentStage: number;
  stages: Array<ProjectStageInput>;
};

