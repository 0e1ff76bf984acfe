/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ApprovalDecisionInput = {
  /**
   * required when asking for changes
   */
  comment?: string;
  decision: 'approved' | 'changes';
};

