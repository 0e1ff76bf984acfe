/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WebhookInput = {
  /**
   * what the endpoint is for, to tell endpoints apart (for example "Accounting")
   */
  description?: string;
  /**
   * a disabled endpoint is sent nothing, and events that happen meanwhile are not kept for it; true when absent
   */
  enabled?: boolean;
  events: Array<'order.created' | 'order.paid' | 'order.status_changed' | 'order.cancelled' | 'message.received' | 'subscriber.confirmed' | 'content.changed'>;
  /**
   * where the events are POSTed: an https address on the public internet
   */
  url: string;
};

