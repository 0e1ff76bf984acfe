import type { ApiShape } from '../common/api-shape.js';
import type { MessageRecord } from '../messages/messages.dto.js';
import type { OrderRecord } from '../orders/orders.dto.js';
import type { SubscriptionRecord } from '../subscriptions/subscriptions.dto.js';
import type { InvoiceRecord } from '../invoices/invoices.dto.js';
import type { DeliverableRecord } from '../projects/deliverables.dto.js';
import type { ProjectReportRecord } from '../projects/project-reports.dto.js';
import type { ProjectRecord } from '../projects/projects.dto.js';

/** `content.changed`'s data: which record of which part of the site changed, and how. */
export interface ContentChange {
  /** a section's key, or `pages` / `blog` */
  section: string;
  action: string;
  recordId: string | null;
  changedFields: string[];
  /** the section record after the change; null after a delete, and for pages and the blog (read them by recordId) */
  record: Record<string, unknown> | null;
}

/**
 * Every event an endpoint may subscribe to, with its data: the one list. The API's enum, the
 * back office's choices (GET /api/webhooks/events), the outbox's typing (`emit`) and the docs'
 * table check (openapi-doc.spec) all follow from it; adding an event is its entry here and its
 * emit where it happens (and its line in docs/api.md).
 */
export interface WebhookPayloads {
  'order.created': { order: ApiShape<OrderRecord> };
  'order.paid': { order: ApiShape<OrderRecord> };
  'order.status_changed': { order: ApiShape<OrderRecord>; change: { field: 'orderStatus' | 'paymentStatus'; from: string; to: string } };
  'order.cancelled': { order: ApiShape<OrderRecord> };
  'subscription.started': { subscription: ApiShape<SubscriptionRecord> };
  'subscription.renewed': { subscription: ApiShape<SubscriptionRecord> };
  'subscription.past_due': { subscription: ApiShape<SubscriptionRecord> };
  'subscription.cancelled': { subscription: ApiShape<SubscriptionRecord> };
  'subscription.ended': { subscription: ApiShape<SubscriptionRecord> };
  'invoice.issued': { invoice: ApiShape<InvoiceRecord> };
  'project.created': { project: ApiShape<ProjectRecord> };
  'project.stage_changed': { project: ApiShape<ProjectRecord>; change: { from: string | null; to: string } };
  'project.deliverable_added': { deliverable: ApiShape<DeliverableRecord> };
  'project.report_ready': { report: ApiShape<ProjectReportRecord> };
  'message.received': { message: ApiShape<MessageRecord> };
  'subscriber.confirmed': { subscriber: { _id: string; subemail: string; confirmedAt: Date | null; consentPage: string | null } };
  'content.changed': ContentChange;
}
export type WebhookEvent = keyof WebhookPayloads;

/** What the back office offers for each event, in this order. */
export const WEBHOOK_EVENT_LABELS = {
  'order.created': 'An order is placed',
  'order.paid': 'An order is paid',
  'order.status_changed': 'An order’s status changes',
  'order.cancelled': 'An order is cancelled',
  'subscription.started': 'A retainer starts',
  'subscription.renewed': 'A retainer is paid for another period',
  'subscription.past_due': 'A retainer payment fails',
  'subscription.cancelled': 'A retainer is cancelled',
  'subscription.ended': 'A retainer ends',
  'invoice.issued': 'An invoice or credit note is issued',
  'project.created': 'A project opens (an order is paid, a retainer starts)',
  'project.stage_changed': 'A project moves to another stage',
  'project.deliverable_added': 'A project gets a deliverable (a file or link, or a file attached to a message)',
  'project.report_ready': 'A project’s site report is ready (its audit ended)',
  'message.received': 'A message arrives',
  'subscriber.confirmed': 'A subscriber confirms',
  'content.changed': 'Site content changes',
} as const satisfies Record<WebhookEvent, string>;

/** What an endpoint may subscribe to, in the back office's order. */
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEvent[];

/** The event "Send test event" delivers: to the one endpoint asked, whatever it subscribes to. */
export const TEST_EVENT = 'webhook.test';
export type DeliveredEvent = WebhookEvent | typeof TEST_EVENT;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
