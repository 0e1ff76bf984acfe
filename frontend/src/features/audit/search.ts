import type { AuditEntryRecord } from '../../api/client';
import { choiceParam, defined, textParam } from '../../ui/search';

/** The audit log shows twenty entries a page. */
export const AUDIT_PAGE_SIZE = 20;

type AuditKind = AuditEntryRecord['kind'];

/** Each kind of change as the filter and the table name it. */
export const AUDIT_KINDS: Record<AuditKind, string> = {
  content: 'Site content',
  section: 'Section shown or hidden',
  pricing: 'Pricing',
  roster: 'Admin users',
  'payment-email': 'Payment e-mail',
  order: 'Orders',
  message: 'Messages',
  subscriber: 'Subscribers',
};
export const KINDS = Object.keys(AUDIT_KINDS).filter((kind): kind is AuditKind => kind in AUDIT_KINDS);

/**
 * /audit-log?actor=ada@example.com&kind=content&from=2026-01-01&to=2026-01-31&pages=["…"] — a reload or
 * a shared link shows the same entries. The log pages by cursor and has no page numbers: `pages`
 * holds the cursors that led to the page shown (none: the newest), so Newer steps back one.
 */
export interface AuditSearch {
  actor?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
  pages?: string[];
}

/** A date as the API takes it: YYYY-MM-DD, and a real day. */
export function dateParam(value: unknown): string | undefined {
  const text = textParam(value);
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text) ? text : undefined;
}

/** An address the API would take as the admin filter (it refuses anything else with a 400). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The cursors the log gave (letters, digits, - and _), at most a hundred pages deep. */
function cursorsParam(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const cursors = value.filter((cursor): cursor is string => typeof cursor === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(cursor)).slice(-100);
  return cursors.length === value.length && cursors.length > 0 ? cursors : undefined;
}

export const validateAuditSearch = (search: Record<string, unknown>): AuditSearch => {
  const actor = textParam(search.actor);
  return defined({
    actor: actor && isEmail(actor) ? actor : undefined,
    kind: choiceParam(search.kind, KINDS),
    from: dateParam(search.from),
    to: dateParam(search.to),
    pages: cursorsParam(search.pages),
  });
};
