import { isUuid } from '../common/ids.js';
import type { StoredItem, StoredLink } from './menu-defaults.js';
import { FIXED_LINKS, HOME_ANCHORS, MENU_LIMITS, MENU_TEXTS } from './texts.js';

/** The kinds of link that name a record by id, and the table that holds it. */
export const RECORD_KINDS = { page: 'page', post: 'post', category: 'category', caseStudy: 'caseStudy' } as const;
export type RecordKind = keyof typeof RECORD_KINDS;
export const isRecordKind = (kind: string): kind is RecordKind => kind in RECORD_KINDS;

// Control characters, spaces and backslashes: browsers repair them into other addresses.
const UNSAFE_PATH = /[\s\\\p{Cc}]/u;

/** Why a link's target does not fit its kind, or null when it does (records are checked for existence apart). */
export function targetProblem(link: StoredLink): string | null {
  const { kind, target } = link;
  switch (kind) {
    case 'anchor':
      return Object.hasOwn(HOME_ANCHORS, target) ? null : MENU_TEXTS.anchor;
    case 'fixed':
      return Object.hasOwn(FIXED_LINKS, target) ? null : MENU_TEXTS.fixed;
    case 'page':
    case 'post':
    case 'category':
    case 'caseStudy':
      return isUuid(target) ? null : MENU_TEXTS.id;
    case 'path':
      return isSitePath(target) ? null : MENU_TEXTS.path;
    case 'external':
      return isOutsideUrl(target) ? null : MENU_TEXTS.external;
    default:
      return MENU_TEXTS.kind;
  }
}

/** An address on this site: one leading slash (two would be another host), nothing a browser rewrites. */
export function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MENU_LIMITS.pathLength || UNSAFE_PATH.test(path)) return false;
  try {
    return new URL(path, 'http://site.invalid').host === 'site.invalid';
  } catch {
    return false;
  }
}

/** An http(s) address of another site: no javascript:, data: or credentials. */
export function isOutsideUrl(value: string): boolean {
  if (value.length > MENU_LIMITS.urlLength || UNSAFE_PATH.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The current addresses of the records menus name, by kind and id; absent = gone or not published. */
export type Addresses = Record<RecordKind, Map<string, string>>;

export interface Resolved {
  href: string | null;
  section?: string;
  broken: string | null;
}

const NOT_SHOWN: Record<RecordKind, string> = {
  page: 'the page is deleted or not published',
  post: 'the post is deleted, not published or not yet due',
  category: 'the category is deleted',
  caseStudy: 'the case study is deleted, not published or not yet due',
};

/** Where a link leads now. */
export function resolveLink(link: StoredLink, addresses: Addresses): Resolved {
  if (link.kind === 'anchor') {
    const anchor = HOME_ANCHORS[link.target];
    return anchor ? { href: anchor.href, ...(anchor.section ? { section: anchor.section } : {}), broken: null } : { href: null, broken: MENU_TEXTS.anchor };
  }
  if (isRecordKind(link.kind)) {
    const href = addresses[link.kind].get(link.target);
    return href ? { href, broken: null } : { href: null, broken: NOT_SHOWN[link.kind] };
  }
  return { href: link.target, broken: null };
}

/** The ids of every record the menus name, by kind, for one query each. */
export function namedRecords(menus: StoredItem[][]): Record<RecordKind, string[]> {
  const ids = Object.fromEntries(Object.keys(RECORD_KINDS).map((kind) => [kind, new Set<string>()])) as Record<RecordKind, Set<string>>;
  const visit = (item: StoredItem) => {
    if (isRecordKind(item.link.kind)) ids[item.link.kind].add(item.link.target);
    item.children?.forEach(visit);
  };
  menus.flat().forEach(visit);
  return Object.fromEntries(Object.entries(ids).map(([kind, named]) => [kind, [...named]])) as Record<RecordKind, string[]>;
}
