/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WebhookAttemptRecord = {
  attemptedAt: string;
  durationMs: number;
  error: string | null;
  /**
   * the first 4 KB of the answer at most
   */
  responseBody: string | null;
  /**
   * the HTTP status; null when no answer came
   */
  statusCode: number | null;
};

