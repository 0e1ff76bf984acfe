/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WebhookEvent = 'order.created' | 'order.paid' | 'order.status_changed' | 'order.cancelled' | 'message.received' | 'subscriber.confirmed' | 'content.changed';
