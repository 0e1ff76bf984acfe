/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WebhookEvent = 'order.created' | 'order.paid' | 'order.status_changed' | 'order.cancelled' | 'subscription.started' | 'subscription.renewed' | 'subscription.past_due' | 'subscription.cancelled' | 'subscription.ended' | 'invoice.issued' | 'project.created' | 'project.stage_changed' | 'project.deliverable_added' | 'project.report_ready' | 'message.received' | 'subscriber.confirmed' | 'content.changed';
