import type { AuditKind } from './search';

/** Each kind of change as the filter and the table name it. */
export const AUDIT_KINDS: Record<AuditKind, string> = {
  content: 'Site content',
  section: 'Section visibility',
  pricing: 'Pricing',
  roster: 'Admin users',
  'payment-email': 'Payment e-mail',
  order: 'Orders',
  message: 'Messages',
  subscriber: 'Subscribers',
  media: 'Media library',
  account: 'Customer accounts',
  redirect: 'Redirects',
  'api-key': 'API keys',
  webhook: 'Webhooks',
  blog: 'Blog',
  page: 'Pages',
  'case-study': 'Case studies',
  'site-audit': 'Site audits',
  project: 'Client projects',
};
