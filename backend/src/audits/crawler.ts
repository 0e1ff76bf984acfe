import robotsParserModule from 'robots-parser';
import {
  checkUrl,
  fetchPublic,
  type AddressRules,
  type PinnedTarget,
  type FetchHop,
  type Lookup,
  type PublicFetchResult,
  type TargetRefusal,
} from '../common/public-fetch.js';
import { refusalReason } from './texts.js';
import { pageFacts, type PageFacts } from './page-facts.js';
import { parseSitemap } from './sitemap.js';

export interface CrawlOptions {
  /** pages fetched at most (robots.txt and sitemaps not counted) */
  maxPages: number;
  /** requests under way at once for this crawl */
  concurrency: number;
  /** one request, from connecting to its last byte */
  requestTimeoutMs: number;
  /** the whole crawl; what is not fetched by then is left out */
  totalTimeoutMs: number;
  /** the most of one answer that is read */
  byteLimit: number;
  /** names the agency's site, so the audited site's owner knows who called */
  userAgent: string;
  rules: AddressRules;
  lookup?: Lookup;
  /** tests only: see fetchPublic */
  route?: (target: PinnedTarget) => PinnedTarget;
  signal?: AbortSignal;
}

export const CRAWL_DEFAULTS = { maxPages: 50, concurrency: 4, requestTimeoutMs: 10_000, totalTimeoutMs: 120_000, byteLimit: 2 * 1024 * 1024 } as const;

/** The robots token the audit obeys rules for, besides `*`. */
export const ROBOTS_AGENT = 'SiteAuditBot';
const MAX_REDIRECTS = 5;
/** A sitemap index names at most this many child sitemaps that are read. */
const MAX_CHILD_SITEMAPS = 5;
/** crawl-delay is honoured up to this, so a site cannot stretch an audit past its time limit alone */
const MAX_CRAWL_DELAY_MS = 2_000;

export interface CrawledPage {
  /** the address asked for */
  url: string;
  /** where it ended after redirects */
  finalUrl: string;
  hops: FetchHop[];
  statusCode: number | null;
  /** why there is no answer: refused address, timeout, network error, too many redirects */
  failure: string | null;
  contentType: string | null;
  xRobotsTag: string | null;
  bytes: number;
  truncated: boolean;
  durationMs: number;
  /** facts of an HTML answer on the site's own origin */
  facts: PageFacts | null;
  /** how it was found: the home page, a sitemap, or a link */
  foundBy: 'start' | 'sitemap' | 'link';
}

export interface FetchedFile {
  url: string;
  statusCode: number | null;
  contentType: string | null;
  body: string;
  failure: string | null;
}

export interface SitemapFile extends FetchedFile {
  kind: 'urlset' | 'sitemapindex' | null;
  problems: string[];
}

export interface CrawlResult {
  startUrl: string;
  /** the origin pages are crawled on: the start address's, after its redirects */
  origin: string;
  pages: CrawledPage[];
  robots: FetchedFile & { sitemaps: string[]; unknownLines: string[] };
  sitemaps: SitemapFile[];
  /** addresses the sitemaps list on the site's origin */
  sitemapUrls: string[];
  /** internal addresses robots.txt keeps the audit from */
  blockedByRobots: string[];
  /** addresses found but not fetched: the page cap or the time limit came first */
  notFetched: number;
  timedOut: boolean;
  /** the start address itself could not be fetched (refused, unreachable) */
  startRefused: TargetRefusal | null;
}

// The package is CommonJS (`module.exports = robotsParser`) while its types declare an ES default:
// Node hands ES modules the function itself as the default, a bundler may hand it under `default`.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as typeof robotsParserModule.default;

const ROBOTS_DIRECTIVES = /^\s*(user-agent|allow|disallow|sitemap|crawl-delay|host|noindex|clean-param)\s*:/i;

function describe(result: Exclude<PublicFetchResult, { kind: 'answer' }>): string {
  return result.kind === 'too-many-redirects' ? `more than ${MAX_REDIRECTS} redirects` : refusalReason(result.refusal);
}

const sameOrigin = (url: string, origin: string) => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

/**
 * Crawls one site politely: robots.txt first (its rules for our agent, or `*`, are obeyed), then
 * the start page, the sitemap's addresses and the links found, breadth first, on the start
 * page's origin only, never more than `maxPages` pages, `concurrency` requests at once, each
 * request and the whole crawl within their time limits and each answer within `byteLimit`.
 * Every request goes through fetchPublic: each hop resolved, checked public and pinned.
 */
export async function crawl(startUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const started = Date.now();
  const deadline = started + options.totalTimeoutMs;
  const timeLeft = () => deadline - Date.now();
  const headers = { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const get = (url: string) =>
    fetchPublic(url, {
      rules: options.rules,
      lookup: options.lookup,
      route: options.route,
      maxRedirects: MAX_REDIRECTS,
      headers,
      answerTimeoutMs: Math.max(1, Math.min(options.requestTimeoutMs, timeLeft())),
      totalTimeoutMs: Math.max(1, Math.min(options.requestTimeoutMs, timeLeft())),
      byteLimit: options.byteLimit,
      signal: options.signal,
    });
  const file = async (url: string): Promise<FetchedFile> => {
    const result = await get(url);
    if (result.kind !== 'answer') return { url, statusCode: null, contentType: null, body: '', failure: describe(result) };
    const { response } = result;
    const failure = response.timeout ? 'no complete answer in time' : response.error;
    return {
      url,
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type'] ?? '') || null,
      body: response.body.toString('utf8'),
      failure,
    };
  };

  const loadRobots = async (origin: string) => {
    const url = `${origin}/robots.txt`;
    const fetched = await file(url);
    const text = fetched.statusCode !== null && fetched.statusCode >= 200 && fetched.statusCode < 300 && !fetched.failure ? fetched.body : '';
    const parsed = robotsParser(url, text);
    // A robots.txt the server fails on (5xx) means "crawl nothing" to search engines; the audit does the same.
    const serverError = fetched.statusCode !== null && fetched.statusCode >= 500;
    return {
      fetched,
      parsed,
      unknownLines: text
        .split(/\r?\n/)
        .map((line) => line.replace(/#.*/, '').trim())
        .filter((line) => line && !ROBOTS_DIRECTIVES.test(line)),
      allowed: (address: string) => !serverError && parsed.isAllowed(address, ROBOTS_AGENT) !== false,
    };
  };
  const refusedStart = (
    origin: string,
    robots: Awaited<ReturnType<typeof loadRobots>> | null,
    refusal: TargetRefusal | null,
    blocked: string[],
  ): CrawlResult => ({
    startUrl,
    origin,
    pages: [],
    robots: robots
      ? { ...robots.fetched, sitemaps: robots.parsed.getSitemaps(), unknownLines: robots.unknownLines }
      : { url: `${origin}/robots.txt`, statusCode: null, contentType: null, body: '', failure: null, sitemaps: [], unknownLines: [] },
    sitemaps: [],
    sitemapUrls: [],
    blockedByRobots: blocked,
    notFetched: 0,
    timedOut: false,
    startRefused: refusal,
  });

  const checked = checkUrl(startUrl, options.rules);
  if ('reason' in checked) return refusedStart('', null, checked, []);
  let origin = checked.url.origin;
  let robots = await loadRobots(origin);
  // robots.txt is read before anything else, so even the start page is not fetched against it.
  if (!robots.allowed(startUrl)) return refusedStart(origin, robots, null, [startUrl]);
  const first = await get(startUrl);
  // Refused at any hop (a public site redirecting to a private address): nothing of it is audited.
  if (first.kind === 'refused') return refusedStart(origin, robots, first.refusal, []);
  // The start page decides the origin (http → https, example.com → www.example.com).
  if (first.kind === 'answer' && new URL(first.url).origin !== origin) {
    origin = new URL(first.url).origin;
    robots = await loadRobots(origin);
  }
  const { allowed } = robots;
  const crawlDelay = Math.min(MAX_CRAWL_DELAY_MS, (robots.parsed.getCrawlDelay(ROBOTS_AGENT) ?? 0) * 1000);
  const concurrency = crawlDelay > 0 ? 1 : Math.max(1, options.concurrency);

  const sitemapAddresses = robots.parsed.getSitemaps().length > 0 ? robots.parsed.getSitemaps() : [`${origin}/sitemap.xml`];
  const sitemaps: SitemapFile[] = [];
  const sitemapUrls: string[] = [];
  const sitemapQueue = [...sitemapAddresses.slice(0, MAX_CHILD_SITEMAPS)];
  while (sitemapQueue.length > 0 && sitemaps.length < MAX_CHILD_SITEMAPS + 1 && timeLeft() > 0) {
    const address = sitemapQueue.shift()!;
    const fetched = await file(address);
    const ok = fetched.statusCode !== null && fetched.statusCode >= 200 && fetched.statusCode < 300 && !fetched.failure;
    const parsed = ok ? parseSitemap(fetched.body, address) : null;
    if (!parsed) sitemaps.push({ ...fetched, kind: null, problems: [] });
    else if ('invalid' in parsed) sitemaps.push({ ...fetched, kind: null, problems: [parsed.invalid] });
    else {
      sitemaps.push({ ...fetched, kind: parsed.kind, problems: parsed.problems });
      if (parsed.kind === 'sitemapindex') sitemapQueue.push(...parsed.locations.slice(0, MAX_CHILD_SITEMAPS));
      else sitemapUrls.push(...parsed.locations.filter((url) => sameOrigin(url, origin)));
    }
  }

  const pages: CrawledPage[] = [];
  const seen = new Set<string>();
  const blockedByRobots = new Set<string>();
  const queue: { url: string; foundBy: CrawledPage['foundBy'] }[] = [];
  const offer = (url: string, foundBy: CrawledPage['foundBy']) => {
    if (seen.has(url) || !sameOrigin(url, origin)) return;
    seen.add(url);
    if (!allowed(url)) blockedByRobots.add(url);
    else queue.push({ url, foundBy });
  };

  const record = (url: string, foundBy: CrawledPage['foundBy'], result: PublicFetchResult): CrawledPage => {
    if (result.kind !== 'answer') {
      const last = result.hops.at(-1);
      return {
        url,
        finalUrl: result.url,
        hops: result.hops,
        statusCode: last?.statusCode ?? null,
        failure: describe(result),
        contentType: null,
        xRobotsTag: null,
        bytes: 0,
        truncated: false,
        durationMs: 0,
        facts: null,
        foundBy,
      };
    }
    const { response } = result;
    const contentType = String(response.headers['content-type'] ?? '') || null;
    const xRobots = response.headers['x-robots-tag'];
    const html = contentType !== null && /text\/html|application\/xhtml\+xml/i.test(contentType);
    const ok = response.statusCode !== null && response.statusCode >= 200 && response.statusCode < 300;
    const failure = response.timeout ? 'no complete answer in time' : response.error;
    const facts = html && ok && !failure && sameOrigin(result.url, origin) ? pageFacts(response.body.toString('utf8'), result.url) : null;
    return {
      url,
      finalUrl: result.url,
      hops: result.hops,
      statusCode: response.statusCode,
      failure,
      contentType,
      xRobotsTag: xRobots === undefined ? null : Array.isArray(xRobots) ? xRobots.join(', ') : xRobots,
      bytes: response.body.length,
      truncated: response.truncated,
      durationMs: response.durationMs,
      facts,
      foundBy,
    };
  };

  const startPage = record(startUrl, 'start', first);
  seen.add(startUrl);
  seen.add(first.url);
  pages.push(startPage);
  for (const link of startPage.facts?.links ?? []) offer(link.url, 'link');
  for (const url of sitemapUrls) offer(url, 'sitemap');

  let timedOut = false;
  let lastRequestAt = Date.now();
  let inFlight = 0;
  // Workers with nothing queued wait for those in flight, whose pages may add links.
  let waiting: (() => void)[] = [];
  const wakeWaiting = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const worker = async () => {
    for (;;) {
      if (pages.length >= options.maxPages) return;
      if (timeLeft() <= 0 || options.signal?.aborted) {
        timedOut = timeLeft() <= 0;
        return;
      }
      if (queue.length === 0) {
        if (inFlight === 0) return;
        await new Promise<void>((resolve) => waiting.push(resolve));
        continue;
      }
      const next = queue.shift()!;
      // Counted before the request, so concurrent workers never pass the cap together.
      const slot = pages.length;
      pages.push(null as unknown as CrawledPage);
      inFlight++;
      try {
        if (crawlDelay > 0) {
          const wait = lastRequestAt + crawlDelay - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, Math.max(0, timeLeft()))));
          lastRequestAt = Date.now();
        }
        const page = record(next.url, next.foundBy, await get(next.url));
        pages[slot] = page;
        // Where a redirect ended is fetched already: it is not asked for again.
        for (const address of [...page.hops.map((hop) => hop.url), page.finalUrl]) seen.add(address);
        for (const link of page.facts?.links ?? []) offer(link.url, 'link');
      } finally {
        inFlight--;
        wakeWaiting();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (timeLeft() <= 0) timedOut = true;

  return {
    startUrl,
    origin,
    pages,
    robots: { ...robots.fetched, sitemaps: robots.parsed.getSitemaps(), unknownLines: robots.unknownLines },
    sitemaps,
    sitemapUrls,
    blockedByRobots: [...blockedByRobots],
    notFetched: queue.length,
    timedOut,
    startRefused: null,
  };
}
