import type { UserRecord } from '../../api/client';

export type UserRole = UserRecord['userRole'];

/** The roster's roles as the picker offers them, each with what it may do (the server's table decides). */
export const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'Admin', label: 'Admin: everything but the Owner’s settings' },
  { value: 'Editor', label: 'Editor: site content, pages, blog, case studies, media, menus, redirects' },
  { value: 'Author', label: 'Author: drafts and edits their own posts' },
  { value: 'Sales', label: 'Sales: messages, audits, subscribers; orders read-only' },
  { value: 'Bookkeeping', label: 'Bookkeeping: orders, retainers, invoices and their exports' },
  { value: 'Delivery', label: 'Delivery: the client portal (projects, deliverables, reports, threads)' },
  { value: 'User', label: 'User: listed, no back office' },
];
