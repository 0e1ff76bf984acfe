/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { WebhookEvent } from './WebhookEvent';
export type WebhookWithSecret = {
  createdAt: string;
  description: string;
  /**
   * when the server disabled it after a day of failures; null if it did not
   */
  disabledAt: string | null;
  enabled: boolean;
  events: Array<WebhookEvent>;
  /**
   * since when every delivery failed; null while deliveries succeed
   */
  failingSince: string | null;
  id: string;
  /**
   * verify each delivery's `webhook-signature` with it (Standard Webhooks, `whsec_…`)
   */
  secret: string;
  updatedAt: string;
  url: string;
};

