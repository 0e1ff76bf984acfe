import type { AuditEntryRecord } from '../../api/client';
import { defined, textParam } from '../../ui/search';

/*
 * What the route tree validates the address with, which every first visit downloads: kept to the
 * rules alone (the kinds' labels and the screen are loaded with the screen).
 */

/** The audit log shows twenty entries a page. */
export const AUDIT_PAGE_SIZE = 20;

export type AuditKind = AuditEntryRecord['kind'];
/**
 * A kind's shape only: the list of kinds is loaded with the screen, which leaves out a kind it does
 * not know (a typed or shared link is never an error), so every new kind costs the first visit nothing.
 */
const kindParam = (value: unknown) => (typeof value === 'string' && /^[a-z-]{1,30}$/.test(value) ? (value as AuditKind) : undefined);

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
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(text).toISOString().startsWith(text) ? text : undefined;
}

/** An address the API would take as the admin filter (it refuses anything else with a 400). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The cursors the log gave (letters, digits, - and _), at most a hundred pages deep. */
const cursorsParam = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.length <= 100 && value.every((cursor) => typeof cursor === 'string' && /^[\w-]{1,80}$/.test(cursor))
    ? value.map(String)
    : undefined;

export const validateAuditSearch = (search: Record<string, unknown>): AuditSearch => {
  const actor = textParam(search.actor);
  return defined({
    actor: actor && isEmail(actor) ? actor : undefined,
    kind: kindParam(search.kind),
    from: dateParam(search.from),
    to: dateParam(search.to),
    pages: cursorsParam(search.pages),
  });
};
