/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChurnMonth = {
  /**
   * retainers active when the month began
   */
  activeAtStart: number;
  /**
   * of those and the ones started in it, cancelled or ended in the month
   */
  lost: number;
  month: string;
  /**
   * lost / activeAtStart, 0 when none were active
   */
  rate: number;
};

