/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { WebhookEvent } from './WebhookEvent';
export type WebhookInput = {
  /**
   * what the endpoint is for, to tell endpoints apart (for example "Accounting")
   */
  description?: string;
  /**
   * a disabled endpoint is sent nothing, and events that happen meanwhile are not kept for it; true when absent
   */
  enabled?: boolean;
  events: Array<WebhookEvent>;
  /**
   * where the events are POSTed: an https address on the public internet
   */
  url: string;
};

