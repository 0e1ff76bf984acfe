/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { WebhookEvent } from './WebhookEvent';
export type WebhookEventInfo = {
  /**
   * what happened, in the back office's words
   */
  label: string;
  type: WebhookEvent;
};

