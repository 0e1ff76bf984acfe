import { BadRequestException } from '@nestjs/common';
import { isPrivateHost } from '../common/public-host.js';
import { PUBLIC_HTTPS_ADDRESS } from '../common/public-fetch.js';
import { ROUTE_FACTS } from '../pages/route-facts.js';
import { REDIRECT_LIMITS, REDIRECT_TEXTS } from './texts.js';

/**
 * What the site answers itself: the server's own files and endpoints here, and every route of the
 * frontend (the spec's pages, the customer area, the back office) and the built frontend's files
 * from its route facts (route-facts.ts). A redirect there would take a page of the contract, a
 * screen or a file away, so it is refused. Paths under a segment not reserved (an old page of a
 * previous site, a page whose slug changed) are free. The site's own pages take their slug from
 * what is free here too (site-pages), so this is the one place that knows the site's fixed paths.
 */
const RESERVED = ROUTE_FACTS.reserved;

/** The server's own first segments: the API, the library's files, and the files it writes for search engines and browsers. */
const SERVER_SEGMENTS = ['api', 'media', 'robots.txt', 'sitemap.xml', 'manifest.webmanifest', 'favicon.ico', 'apple-touch-icon.png'];

/** First segments a route owns with everything under them. */
const RESERVED_SEGMENTS = new Set([...RESERVED.segments, ...SERVER_SEGMENTS]);

/** Back-office editors the spec names by pattern (/edit-…, /add-…, /…-edit/{id}), and the sitemap's files past 50,000 addresses. */
const RESERVED_PATTERN = new RegExp(`${RESERVED.pattern}|^sitemap-\\d+\\.xml$`);

/** The server's own paths under a segment of content (the blog's feed). */
const SERVER_PATHS = ['/blog/feed.xml'];

/**
 * First segments whose paths belong to content with addresses of its own (the blog's list, posts,
 * categories, tags and feed): no page may take them, but a redirect may start under them (a post
 * whose slug changed leaves one behind).
 */
const CONTENT_SEGMENTS = new Set(RESERVED.content);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * A path as the router matches it, for the reserved lists: each segment percent-decoded, in lower
 * case (routes match whatever the letter case, so `/LOGIN` and `/%4Cogin` are the login page).
 */
const routerForm = (path: string) => path.split('/').map(decoded).join('/').toLowerCase();

/** The first segment of a path, as the router reads it, for the reserved list. */
function firstSegment(path: string): string {
  return decoded(path.split('/')[1] ?? '').toLowerCase();
}

/**
 * The fixed pages among a content segment's paths (the blog's list and its pages, categories, tags
 * and feed), and the home page. A post's address (/blog/{slug}) stays free, so a post whose slug
 * changed can be redirected from its old one.
 */
function isFixedPage(form: string): boolean {
  return (
    RESERVED.exact.some((path) => form === path || form === otherSpelling(path)) ||
    RESERVED.prefixes.some((prefix) => form === prefix || form.startsWith(`${prefix}/`)) ||
    SERVER_PATHS.includes(form)
  );
}

export function isReservedPath(path: string): boolean {
  if (isFixedPage(routerForm(path))) return true;
  const segment = firstSegment(path);
  return RESERVED_SEGMENTS.has(segment) || RESERVED_PATTERN.test(segment);
}

/** The forms of one-segment paths a route matched before the site's pages takes: a record's id (8-4-4-4-12 hex digits), as the back office's about editor does. */
const TAKEN_SHAPES = RESERVED.shapes.map((source) => new RegExp(source));

/**
 * Whether a slug has the shape of a record's id: the back office edits an about record at
 * /{id} (the spec's route), and that route is matched before the pages at /{slug}, so a page
 * there could never be seen.
 */
export function isRecordIdShaped(slug: string): boolean {
  return TAKEN_SHAPES.some((shape) => shape.test(slug));
}

/**
 * Whether a page of the site may not have the address /{slug}: a fixed path of the site (as for
 * redirects), a segment kept for content with addresses of its own (the blog), or the shape of
 * the about editor's /{id}.
 */
export function isReservedSlug(slug: string): boolean {
  return isReservedPath(`/${slug}`) || CONTENT_SEGMENTS.has(firstSegment(`/${slug}`)) || isRecordIdShaped(slug);
}

/** Requests under these never reach a redirect: answered by the API or as files, without a look-up. */
export function skipsRedirects(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/assets/') || url.startsWith('/media/');
}

/**
 * The forms normalizedSource and checkedTarget take, as the schema says them (each check below
 * words its own refusal): a source is a path of this site without query or fragment; a target a
 * path of this site or an https address of a public host name (PUBLIC_HTTPS_ADDRESS), without white
 * space, backslashes or control characters.
 * A source that names one of the site's own routes is refused too, which no pattern says.
 */
export const SOURCE_SHAPE = /^\/(?!\/)[^\s\\?#\p{Cc}]*$/u;
export const TARGET_SHAPE = new RegExp(String.raw`^(|\/(?!\/)[^\s\\\p{Cc}]*|${PUBLIC_HTTPS_ADDRESS.source.slice(1, -1)})$`, 'u');

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const bad = (message: string) => new BadRequestException(message);

/**
 * The form a source is kept and matched in: the path as a browser sends it (non-ASCII
 * percent-encoded, dot segments resolved), without query or fragment.
 */
export function normalizedSource(raw: string): string {
  const text = raw.trim();
  if (CONTROL.test(text) || /\s/.test(text)) throw bad(REDIRECT_TEXTS.unsafeText('source'));
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) throw bad(REDIRECT_TEXTS.sourceNotPath);
  if (text.includes('?') || text.includes('#')) throw bad(REDIRECT_TEXTS.sourceHasQuery);
  const path = new URL(text, 'http://site.invalid').pathname;
  if (path.length > REDIRECT_LIMITS.sourceLength) throw bad(REDIRECT_TEXTS.sourceTooLong);
  if (isReservedPath(path)) throw bad(REDIRECT_TEXTS.sourceReserved(path));
  return path;
}

/** The other spelling of a path: with the trailing slash if it has none, without it if it has one. */
export function otherSpelling(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
}

export interface CheckedTarget {
  /** as stored and sent in Location */
  target: string;
  /** the path of this site it leads to (query left out), for loop and chain checks; null when elsewhere */
  internalPath: string | null;
}

/**
 * An internal path or an https URL elsewhere. A URL of this site's own origin is kept as its path. Host names are judged as written and not resolved: the server
 * never requests a target (the visitor's browser does, with its own DNS), so a look-up at save
 * would prove nothing about where a visitor ends up, and would make a save wait on the network.
 */
export function checkedTarget(raw: string, siteOrigin: string): CheckedTarget {
  const text = raw.trim();
  if (CONTROL.test(text) || /\s/.test(text)) throw bad(REDIRECT_TEXTS.unsafeText('target'));
  if (text.length > REDIRECT_LIMITS.targetLength) throw bad(REDIRECT_TEXTS.targetTooLong);
  if (text.includes('\\')) throw bad(REDIRECT_TEXTS.targetNotAddress);
  // The site's own address written in full is a path of the site, whatever its scheme and host.
  if (text === siteOrigin || text.startsWith(`${siteOrigin}/`)) return checkedTarget(text.slice(siteOrigin.length) || '/', siteOrigin);
  if (text.startsWith('/')) {
    // Browsers read //host and /\host as another site.
    if (text.startsWith('//')) throw bad(REDIRECT_TEXTS.targetNotAddress);
    const url = new URL(text, 'http://site.invalid');
    const target = url.pathname + url.search + url.hash;
    if (target.length > REDIRECT_LIMITS.targetLength) throw bad(REDIRECT_TEXTS.targetTooLong);
    return { target, internalPath: url.pathname };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad(REDIRECT_TEXTS.targetNotAddress);
  }
  if (url.protocol === 'http:') {
    if (isPrivateHost(url.hostname)) throw bad(REDIRECT_TEXTS.targetPrivate(url.hostname));
    throw bad(REDIRECT_TEXTS.targetNotHttps);
  }
  if (url.protocol !== 'https:') throw bad(REDIRECT_TEXTS.targetNotAddress);
  if (url.username || url.password) throw bad(REDIRECT_TEXTS.targetCredentials);
  if (isPrivateHost(url.hostname)) throw bad(REDIRECT_TEXTS.targetPrivate(url.hostname));
  if (url.href.length > REDIRECT_LIMITS.targetLength) throw bad(REDIRECT_TEXTS.targetTooLong);
  return { target: url.href, internalPath: null };
}

/**
 * Where a request for an internal target goes: the request's query string is carried over, after
 * the target's own (`/new?ref=a` asked with `?utm=b` gives `/new?ref=a&utm=b`).
 */
export function locationFor(target: string, internal: boolean, requestQuery: string): string {
  if (!internal || !requestQuery) return target;
  const hashAt = target.indexOf('#');
  const [base, hash] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${requestQuery}${hash}`;
}
