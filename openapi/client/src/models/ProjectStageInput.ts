/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProjectStageInput = {
  /**
   * the day it ends, or is planned to (YYYY-MM-DD)
   */
  endsOn: string | null;
  name: string;
  /**
   * the day it starts (YYYY-MM-DD)
   */
  startsOn: string | null;
};

