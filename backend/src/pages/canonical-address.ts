import type { PageAddress } from './frontend-bundle.js';
import { matchPageAddress } from './route-facts.js';

/** A page number as a list's `page` query may give it; longer numbers name no page any route has. */
const PAGE_NUMBER = /^\d{1,5}$/;

/**
 * A list asked for one of its pages by query (`/blog/?page=2`, as WordPress and many themes link
 * them): the address of that page by path (`/blog/page/2/`, page 1 being the list itself), and the
 * query without it. Undefined when the list has no pages by path or the query names none.
 */
function pagedByPath(address: string, query: string): { address: string; query: string } | undefined {
  if (!query.includes('page=')) return undefined;
  const list = matchPageAddress(address);
  if (!list || list.params.page !== undefined) return undefined;
  const parts = query.split('&');
  const at = parts.findIndex((part) => part.startsWith('page='));
  const value = parts[at]?.slice('page='.length) ?? '';
  if (!PAGE_NUMBER.test(value)) return undefined;
  const page = Number(value);
  const rest = parts.filter((_, i) => i !== at).join('&');
  if (page <= 1) return { address, query: rest };
  const paged = `${address}page/${page}/`;
  const match = matchPageAddress(paged);
  // Only a list whose routes page it by path (`…/page/$page/`); a number past the last page is that page's 404.
  return match?.kind === list.kind && match.params.page === String(page) ? { address: paged, query: rest } : undefined;
}

/** Where another spelling of a public page goes: its page's address, and the query to send along. */
export interface CanonicalTarget {
  /** the page's own path */
  address: string;
  query: string;
  /** the page shows data of its own, which may not exist (an unknown slug): the caller asks before sending anyone there */
  data: boolean;
  /** a list's page asked by query: sent to its path whether or not the list has that page, so one past the last is its 404 */
  paged: boolean;
}

/**
 * The one spelling of a public page: its route's own path, in lower case, with the route's trailing
 * slash or without it (the spec's `/pricing/`, `/service/` and `/contact`; `/blog/`, its lists'
 * pages and filters with one, posts, case studies and the agency's pages without). Any other
 * spelling of the path (`/PRICING`, `/contact/`, `/blog/page/2`) and a list's page asked by query
 * (`/blog/?page=2`) answer a 301 there, the rest of the query kept, so that each page has one
 * address for search engines, links and the page cache. Routes that are not for search engines
 * (sign-in, the customer area, the back office) are left as the router matches them.
 *
 * `addressOf` is the frontend's `pageAddress` (memoised by the renderer). Undefined when the
 * request is spelled as its page's address already or names no public page.
 */
export function canonicalTarget(path: string, query: string, addressOf: (path: string) => PageAddress): CanonicalTarget | undefined {
  const target = addressOf(path);
  if (!target.found || !target.indexable) return undefined;
  let found = target;
  // A parameter is decoded before it is read: /%70ricing/ is the slug "pricing", whose own address
  // is the fixed page /pricing/. Resolved here so that the visitor is sent there in one step.
  const again = addressOf(target.address);
  if (again.found && again.indexable) found = again;
  const paged = pagedByPath(found.address, query);
  const address = paged ? paged.address : found.address;
  const rest = paged ? paged.query : query;
  if (address === path && rest === query) return undefined;
  return { address, query: rest, data: found.data === true, paged: paged !== undefined };
}

/** The Location of a canonical target: its address and the query kept. */
export const locationOf = (target: Pick<CanonicalTarget, 'address' | 'query'>) => (target.query ? `${target.address}?${target.query}` : target.address);

/** canonicalTarget's Location, or undefined (for the rules' tests and the fast path's check). */
export function canonicalLocation(path: string, query: string, addressOf: (path: string) => PageAddress): string | undefined {
  const target = canonicalTarget(path, query, addressOf);
  return target && locationOf(target);
}
