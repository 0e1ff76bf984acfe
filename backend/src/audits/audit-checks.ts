import type { CrawledPage, CrawlResult } from './crawler.js';
import type { PageFacts } from './page-facts.js';
import { structuredDataProblems } from './structured-data.js';

export const SEVERITIES = ['critical', 'warning', 'notice'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A page answered 2xx with HTML on the site's origin: what the content checks read. */
export type HtmlPage = CrawledPage & { facts: PageFacts };

/** The crawl seen whole, computed once for every check. */
export interface SiteView {
  crawl: CrawlResult;
  /** every page fetched, whatever it answered */
  pages: CrawledPage[];
  html: HtmlPage[];
  /** a fetched page by the address asked for and by where it ended */
  byUrl: Map<string, CrawledPage>;
  /** address → the HTML pages linking to it */
  inbound: Map<string, Set<string>>;
}

interface CheckBase {
  id: string;
  title: string;
  severity: Severity;
  /** what failing it costs out of the total of all weights (docs/audit-checks.md, the score) */
  weight: number;
  /** what to do, in words a site owner understands */
  fix: string;
}

/**
 * A page check is asked of each HTML page, an answer check of each page fetched; a site check
 * returns the addresses it finds at fault (pages, robots.txt, a sitemap), with a detail each.
 */
export type Check = CheckBase &
  (
    | { scope: 'page'; failsOn: (page: HtmlPage, site: SiteView) => string | boolean }
    | { scope: 'answer'; failsOn: (page: CrawledPage, site: SiteView) => string | boolean }
    | { scope: 'site'; failing: (site: SiteView) => { url: string; detail?: string }[] }
  );

const ok = (status: number | null | undefined) => status !== null && status !== undefined && status >= 200 && status < 300;
const broken = (page: CrawledPage | undefined) => page !== undefined && (page.failure !== null || (page.statusCode !== null && page.statusCode >= 400));
const noindex = (directives: string) => /(^|[\s,:])(noindex|none)([\s,]|$)/i.test(directives);
const nofollow = (directives: string) => /(^|[\s,:])(nofollow|none)([\s,]|$)/i.test(directives);
const pageNoindex = (page: CrawledPage) => (page.facts?.metaRobots.some(noindex) ?? false) || noindex(page.xRobotsTag ?? '');
const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A BCP 47 code Google accepts in hreflang: a known language, optionally a script, optionally a known region; or x-default. */
export function validHreflang(code: string): boolean {
  if (code.toLowerCase() === 'x-default') return true;
  const match = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i.exec(code);
  if (!match) return false;
  try {
    if (!languages.of(match[1].toLowerCase())) return false;
    if (match[3] && !regions.of(match[3].toUpperCase())) return false;
    // A deprecated alias (en-UK for en-GB, iw for he) is known to ICU but not to Google.
    return Intl.getCanonicalLocales(code)[0].toLowerCase() === code.toLowerCase();
  } catch {
    return false;
  }
}

/** Pages sharing one value (a title, a description) with another page: each, with the value. */
function duplicates(site: SiteView, value: (page: HtmlPage) => string | undefined): { url: string; detail: string }[] {
  const byValue = new Map<string, HtmlPage[]>();
  for (const page of site.html) {
    const text = value(page);
    if (!text || pageNoindex(page)) continue;
    byValue.set(text, [...(byValue.get(text) ?? []), page]);
  }
  return [...byValue.entries()]
    .filter(([, pages]) => pages.length > 1)
    .flatMap(([text, pages]) => pages.map((page) => ({ url: page.finalUrl, detail: text.slice(0, 120) })));
}

/** Thresholds the checks name, in one place so docs/audit-checks.md can quote them. */
export const LIMITS = {
  titleMax: 60,
  titleMin: 10,
  descriptionMax: 160,
  descriptionMin: 50,
  htmlBytes: 512 * 1024,
  requests: 50,
  blockingStylesheets: 3,
  thinWords: 200,
  slowMs: 1_000,
} as const;

/** Every check the audit makes, declared once: what it is, what it weighs, how to fix it, and the test. */
export const CHECKS: readonly Check[] = [
  // Status codes and redirects
  {
    id: 'status-4xx',
    title: 'Pages answer with a client error (4xx)',
    severity: 'critical',
    weight: 8,
    fix: 'Restore these pages, or redirect their addresses (301) to the page that replaced them, and update the links to them.',
    scope: 'answer',
    failsOn: (page) => (page.statusCode !== null && page.statusCode >= 400 && page.statusCode < 500 ? `answered ${page.statusCode}` : false),
  },
  {
    id: 'status-5xx',
    title: 'Pages answer with a server error (5xx)',
    severity: 'critical',
    weight: 8,
    fix: 'Ask your developer or host to look at the server’s error log for these addresses; search engines drop pages that keep failing.',
    scope: 'answer',
    failsOn: (page) => (page.statusCode !== null && page.statusCode >= 500 ? `answered ${page.statusCode}` : false),
  },
  {
    id: 'unreachable',
    title: 'Pages do not answer in time or at all',
    severity: 'critical',
    weight: 6,
    fix: 'Make sure these pages load quickly and reliably; a page that times out cannot be indexed.',
    scope: 'answer',
    failsOn: (page) => (page.failure !== null && !page.failure.startsWith('more than') ? page.failure : false),
  },
  {
    id: 'redirect-loop',
    title: 'Redirects loop or go on too long',
    severity: 'critical',
    weight: 5,
    fix: 'Make each of these addresses redirect once, straight to a page that answers 200.',
    scope: 'answer',
    failsOn: (page) => (page.failure?.startsWith('more than') ? page.failure : false),
  },
  {
    id: 'redirect-chain',
    title: 'Redirect chains (more than one hop)',
    severity: 'warning',
    weight: 3,
    fix: 'Point the first redirect straight at the final address, so visitors and search engines make one hop, not several.',
    scope: 'answer',
    failsOn: (page) => (page.hops.length > 1 ? `${page.hops.length} hops` : false),
  },
  {
    id: 'redirect-temporary',
    title: 'Temporary redirects (302/307) where a permanent one is meant',
    severity: 'notice',
    weight: 1,
    fix: 'If the move is for good, use a permanent redirect (301 or 308) so search engines pass the old address’s standing to the new one.',
    scope: 'answer',
    failsOn: (page) => page.hops.some((hop) => hop.statusCode === 302 || hop.statusCode === 307),
  },
  {
    id: 'internal-links-redirect',
    title: 'Internal links point at addresses that redirect',
    severity: 'notice',
    weight: 1,
    fix: 'Update these links to the final address, saving every visitor a redirect.',
    scope: 'page',
    failsOn: (page, site) => {
      const redirected = page.facts.links.filter((link) => (site.byUrl.get(link.url)?.hops.length ?? 0) > 0 && site.byUrl.get(link.url)?.url === link.url);
      return redirected.length > 0 ? redirected[0].url : false;
    },
  },
  {
    id: 'broken-internal-links',
    title: 'Broken internal links',
    severity: 'critical',
    weight: 7,
    fix: 'Fix or remove the links on these pages that lead to missing or failing pages.',
    scope: 'page',
    failsOn: (page, site) => {
      const dead = page.facts.links.find((link) => broken(site.byUrl.get(link.url)));
      return dead ? dead.url : false;
    },
  },
  // HTTPS
  {
    id: 'https-missing',
    title: 'The site is not served over HTTPS',
    severity: 'critical',
    weight: 8,
    fix: 'Install a TLS certificate (most hosts offer a free one) and redirect every http:// address to its https:// twin.',
    scope: 'site',
    failing: (site) => (site.crawl.origin.startsWith('http:') ? [{ url: site.crawl.origin + '/' }] : []),
  },
  {
    id: 'mixed-content',
    title: 'Secure pages load insecure (http://) resources',
    severity: 'critical',
    weight: 5,
    fix: 'Load every script, style sheet, image and frame over https://; browsers block or flag insecure ones on secure pages.',
    scope: 'page',
    failsOn: (page) => {
      if (!page.finalUrl.startsWith('https:')) return false;
      const insecure = page.facts.resources.find((url) => url.startsWith('http:'));
      return insecure ?? false;
    },
  },
  // Titles and descriptions
  {
    id: 'title-missing',
    title: 'Pages without a title',
    severity: 'critical',
    weight: 6,
    fix: 'Give each page a <title> that says what the page offers, in words people search for.',
    scope: 'page',
    failsOn: (page) => !page.facts.titles[0],
  },
  {
    id: 'title-multiple',
    title: 'Pages with more than one title',
    severity: 'warning',
    weight: 2,
    fix: 'Keep one <title> per page; search engines pick one of several at random.',
    scope: 'page',
    failsOn: (page) => page.facts.titles.length > 1,
  },
  {
    id: 'title-too-long',
    title: `Titles longer than ${LIMITS.titleMax} characters`,
    severity: 'notice',
    weight: 1,
    fix: `Shorten these titles to about ${LIMITS.titleMax} characters so they are not cut off in search results.`,
    scope: 'page',
    failsOn: (page) => (page.facts.titles[0] ?? '').length > LIMITS.titleMax,
  },
  {
    id: 'title-too-short',
    title: `Titles shorter than ${LIMITS.titleMin} characters`,
    severity: 'notice',
    weight: 1,
    fix: 'Write titles that describe the page in a few words; a one-word title wastes the most visible line in search results.',
    scope: 'page',
    failsOn: (page) => Boolean(page.facts.titles[0]) && page.facts.titles[0].length < LIMITS.titleMin,
  },
  {
    id: 'title-duplicate',
    title: 'Pages sharing the same title',
    severity: 'warning',
    weight: 4,
    fix: 'Give each page a title of its own, so search engines (and searchers) can tell them apart.',
    scope: 'site',
    failing: (site) => duplicates(site, (page) => page.facts.titles[0]),
  },
  {
    id: 'description-missing',
    title: 'Pages without a meta description',
    severity: 'warning',
    weight: 4,
    fix: 'Write a meta description for each page: one or two sentences that make a searcher want to click.',
    scope: 'page',
    failsOn: (page) => !page.facts.descriptions[0],
  },
  {
    id: 'description-too-long',
    title: `Meta descriptions longer than ${LIMITS.descriptionMax} characters`,
    severity: 'notice',
    weight: 1,
    fix: `Keep descriptions under about ${LIMITS.descriptionMax} characters; longer ones are cut off.`,
    scope: 'page',
    failsOn: (page) => (page.facts.descriptions[0] ?? '').length > LIMITS.descriptionMax,
  },
  {
    id: 'description-too-short',
    title: `Meta descriptions shorter than ${LIMITS.descriptionMin} characters`,
    severity: 'notice',
    weight: 1,
    fix: 'Say a little more: a description of a sentence or two is more likely to be shown as written.',
    scope: 'page',
    failsOn: (page) => Boolean(page.facts.descriptions[0]) && page.facts.descriptions[0].length < LIMITS.descriptionMin,
  },
  {
    id: 'description-duplicate',
    title: 'Pages sharing the same meta description',
    severity: 'warning',
    weight: 2,
    fix: 'Write a description per page; the same text everywhere tells searchers nothing about each page.',
    scope: 'site',
    failing: (site) => duplicates(site, (page) => page.facts.descriptions[0]),
  },
  // Headings
  {
    id: 'h1-missing',
    title: 'Pages without an h1 heading',
    severity: 'warning',
    weight: 4,
    fix: 'Give each page one main heading (h1) that says what the page is about.',
    scope: 'page',
    failsOn: (page) => page.facts.h1Count === 0,
  },
  {
    id: 'h1-multiple',
    title: 'Pages with more than one h1 heading',
    severity: 'notice',
    weight: 1,
    fix: 'Keep one h1 per page and use h2–h6 for the sections under it.',
    scope: 'page',
    failsOn: (page) => page.facts.h1Count > 1,
  },
  // Canonical
  {
    id: 'canonical-missing',
    title: 'Pages without a canonical address',
    severity: 'notice',
    weight: 2,
    fix: 'Add <link rel="canonical"> naming the page’s preferred address, so copies (with tracking parameters, say) count as one page.',
    scope: 'page',
    failsOn: (page) => page.facts.canonicals.length === 0,
  },
  {
    id: 'canonical-multiple',
    title: 'Pages with more than one canonical address',
    severity: 'warning',
    weight: 3,
    fix: 'Keep one canonical link per page; with several, search engines ignore them all.',
    scope: 'page',
    failsOn: (page) => page.facts.canonicals.length > 1,
  },
  {
    id: 'canonical-broken',
    title: 'Canonical addresses that redirect, fail or are missing',
    severity: 'critical',
    weight: 5,
    fix: 'Point each canonical link at an address that answers 200 directly.',
    scope: 'page',
    failsOn: (page, site) => {
      const target = page.facts.canonicals[0];
      if (!target) return false;
      const answered = site.byUrl.get(target);
      if (!answered) return false;
      return broken(answered) || (answered.url === target && answered.hops.length > 0) ? target : false;
    },
  },
  // Indexing
  {
    id: 'noindex',
    title: 'Pages asking search engines not to index them (meta robots)',
    severity: 'warning',
    weight: 3,
    fix: 'If these pages should be found in search, remove "noindex" from their robots meta tag.',
    scope: 'page',
    failsOn: (page) => page.facts.metaRobots.some(noindex),
  },
  {
    id: 'nofollow',
    title: 'Pages asking search engines not to follow their links (meta robots)',
    severity: 'notice',
    weight: 2,
    fix: 'Remove "nofollow" from the robots meta tag unless you mean search engines to ignore every link on the page.',
    scope: 'page',
    failsOn: (page) => page.facts.metaRobots.some(nofollow),
  },
  {
    id: 'x-robots-noindex',
    title: 'Pages kept out of search by an X-Robots-Tag header',
    severity: 'warning',
    weight: 3,
    fix: 'The server sends "X-Robots-Tag: noindex" with these pages; ask your developer to remove it if they should appear in search.',
    scope: 'answer',
    failsOn: (page) => (noindex(page.xRobotsTag ?? '') ? (page.xRobotsTag ?? true) : false),
  },
  {
    id: 'noindex-in-sitemap',
    title: 'The sitemap lists pages that ask not to be indexed',
    severity: 'warning',
    weight: 2,
    fix: 'Take noindex pages out of the sitemap, or let them be indexed: the two signals contradict each other.',
    scope: 'site',
    failing: (site) => site.crawl.sitemapUrls.filter((url) => site.byUrl.get(url) && pageNoindex(site.byUrl.get(url)!)).map((url) => ({ url })),
  },
  // hreflang
  {
    id: 'hreflang-invalid',
    title: 'hreflang codes that are not valid language codes',
    severity: 'warning',
    weight: 2,
    fix: 'Use ISO 639-1 language codes, optionally with an ISO 3166-1 region (en-GB, not en-UK), or x-default.',
    scope: 'page',
    failsOn: (page) => page.facts.hreflangs.find((link) => !validHreflang(link.code))?.code ?? false,
  },
  {
    id: 'hreflang-no-return',
    title: 'hreflang alternates that do not link back',
    severity: 'warning',
    weight: 2,
    fix: 'Every language version must list all the others, this page included; add the missing return links.',
    scope: 'page',
    failsOn: (page, site) => {
      for (const link of page.facts.hreflangs) {
        if (!link.url || link.url === page.finalUrl) continue;
        const other = site.byUrl.get(link.url);
        if (other?.facts && !other.facts.hreflangs.some((back) => back.url === page.finalUrl || back.url === page.url)) return link.url;
      }
      return false;
    },
  },
  {
    id: 'hreflang-no-self',
    title: 'hreflang sets that leave the page itself out',
    severity: 'notice',
    weight: 1,
    fix: 'List the page itself among its hreflang alternates, with its own language code.',
    scope: 'page',
    failsOn: (page) => page.facts.hreflangs.length > 0 && !page.facts.hreflangs.some((link) => link.url === page.finalUrl || link.url === page.url),
  },
  {
    id: 'hreflang-broken',
    title: 'hreflang alternates that fail or redirect',
    severity: 'warning',
    weight: 2,
    fix: 'Point hreflang links at language versions that answer 200 directly.',
    scope: 'page',
    failsOn: (page, site) =>
      page.facts.hreflangs.find((link) => {
        const other = link.url ? site.byUrl.get(link.url) : undefined;
        return other !== undefined && (broken(other) || other.hops.length > 0);
      })?.url ?? false,
  },
  // robots.txt and sitemaps
  {
    id: 'robots-missing',
    title: 'No robots.txt',
    severity: 'notice',
    weight: 2,
    fix: 'Add a robots.txt at the site’s root; even an empty one, naming your sitemap, helps search engines.',
    scope: 'site',
    failing: (site) => {
      const robots = site.crawl.robots;
      return robots.url && (robots.statusCode === 404 || robots.statusCode === 410) ? [{ url: robots.url, detail: `answered ${robots.statusCode}` }] : [];
    },
  },
  {
    id: 'robots-error',
    title: 'robots.txt fails to load',
    severity: 'critical',
    weight: 8,
    fix: 'Make robots.txt answer 200 (or 404 if you have none): while it fails, search engines crawl nothing on the site.',
    scope: 'site',
    failing: (site) => {
      const robots = site.crawl.robots;
      if (!robots.url) return [];
      if (robots.statusCode !== null && robots.statusCode >= 500) return [{ url: robots.url, detail: `answered ${robots.statusCode}` }];
      return robots.failure && !site.crawl.startRefused ? [{ url: robots.url, detail: robots.failure }] : [];
    },
  },
  {
    id: 'robots-invalid',
    title: 'robots.txt holds lines search engines do not understand',
    severity: 'warning',
    weight: 2,
    fix: 'Keep robots.txt to User-agent, Allow, Disallow, Sitemap and Crawl-delay lines, served as text/plain.',
    scope: 'site',
    failing: (site) => {
      const robots = site.crawl.robots;
      if (!ok(robots.statusCode)) return [];
      if (robots.unknownLines.length > 0) return [{ url: robots.url, detail: robots.unknownLines[0].slice(0, 120) }];
      return robots.contentType && !/^text\/plain/i.test(robots.contentType) ? [{ url: robots.url, detail: `served as ${robots.contentType}` }] : [];
    },
  },
  {
    id: 'sitemap-missing',
    title: 'No XML sitemap',
    severity: 'warning',
    weight: 3,
    fix: 'Publish a sitemap.xml listing your pages and name it in robots.txt; it helps search engines find every page.',
    scope: 'site',
    failing: (site) =>
      site.crawl.sitemaps.some((sitemap) => ok(sitemap.statusCode)) || !site.crawl.robots.url
        ? []
        : [{ url: site.crawl.sitemaps[0]?.url ?? site.crawl.origin + '/sitemap.xml' }],
  },
  {
    id: 'sitemap-invalid',
    title: 'The sitemap breaks the sitemaps.org schema',
    severity: 'warning',
    weight: 3,
    fix: 'Fix the sitemap so it follows the sitemaps.org format; search engines skip entries (or the whole file) they cannot read.',
    scope: 'site',
    failing: (site) =>
      site.crawl.sitemaps
        .filter((sitemap) => sitemap.problems.length > 0)
        .map((sitemap) => ({ url: sitemap.url, detail: sitemap.problems.slice(0, 3).join('; ') })),
  },
  {
    id: 'sitemap-not-in-robots',
    title: 'robots.txt does not name the sitemap',
    severity: 'notice',
    weight: 1,
    fix: 'Add a "Sitemap: https://…/sitemap.xml" line to robots.txt.',
    scope: 'site',
    failing: (site) => (ok(site.crawl.robots.statusCode) && site.crawl.robots.sitemaps.length === 0 ? [{ url: site.crawl.robots.url }] : []),
  },
  {
    id: 'sitemap-broken-urls',
    title: 'The sitemap lists addresses that fail or redirect',
    severity: 'warning',
    weight: 3,
    fix: 'List only the final addresses of live pages in the sitemap.',
    scope: 'site',
    failing: (site) =>
      site.crawl.sitemapUrls
        .filter((url) => {
          const page = site.byUrl.get(url);
          return page !== undefined && page.url === url && (broken(page) || page.hops.length > 0);
        })
        .map((url) => ({ url, detail: String(site.byUrl.get(url)!.statusCode ?? site.byUrl.get(url)!.failure) })),
  },
  {
    id: 'sitemap-lists-blocked',
    title: 'The sitemap lists addresses robots.txt blocks',
    severity: 'warning',
    weight: 2,
    fix: 'Either allow these addresses in robots.txt or take them out of the sitemap.',
    scope: 'site',
    failing: (site) => site.crawl.sitemapUrls.filter((url) => site.crawl.blockedByRobots.includes(url)).map((url) => ({ url })),
  },
  // Structured data
  {
    id: 'structured-data-invalid',
    title: 'Structured data (JSON-LD) that does not parse',
    severity: 'warning',
    weight: 3,
    fix: 'Fix the JSON in these pages’ application/ld+json blocks; one stray comma makes search engines ignore the whole block.',
    scope: 'page',
    failsOn: (page) => {
      const problem = structuredDataProblems(page.facts.jsonLd).find((found) => found.kind === 'unparsable');
      return problem && problem.kind === 'unparsable' ? problem.message : false;
    },
  },
  {
    id: 'structured-data-incomplete',
    title: 'Structured data missing properties Google requires for its type',
    severity: 'warning',
    weight: 3,
    fix: 'Add the missing properties; without them the page cannot show as a rich result.',
    scope: 'page',
    failsOn: (page) => {
      const problem = structuredDataProblems(page.facts.jsonLd).find((found) => found.kind === 'missing');
      return problem && problem.kind === 'missing' ? `${problem.type}: ${problem.properties.join(', ')}` : false;
    },
  },
  // Images
  {
    id: 'image-alt-missing',
    title: 'Images without alternative text',
    severity: 'warning',
    weight: 3,
    fix: 'Describe each image in its alt attribute (alt="" for purely decorative ones); it serves screen readers and image search.',
    scope: 'page',
    failsOn: (page) => page.facts.images.find((image) => image.alt === null)?.src ?? false,
  },
  {
    id: 'image-dimensions-missing',
    title: 'Images without width and height',
    severity: 'notice',
    weight: 2,
    fix: 'Give images width and height attributes so the page does not jump while they load (layout shift).',
    scope: 'page',
    failsOn: (page) => page.facts.images.find((image) => !image.hasWidth || !image.hasHeight)?.src ?? false,
  },
  // Weight and speed
  {
    id: 'html-too-large',
    title: `HTML heavier than ${LIMITS.htmlBytes / 1024} KB`,
    severity: 'warning',
    weight: 2,
    fix: 'Trim the page’s HTML: inline data, repeated markup and embedded images make it slow to download and parse.',
    scope: 'answer',
    failsOn: (page) => (page.truncated || page.bytes > LIMITS.htmlBytes ? `${Math.round(page.bytes / 1024)} KB${page.truncated ? ' or more' : ''}` : false),
  },
  {
    id: 'too-many-requests',
    title: `Pages that make more than ${LIMITS.requests} requests`,
    severity: 'notice',
    weight: 2,
    fix: 'Combine or drop scripts, style sheets and images; each request slows the first visit.',
    scope: 'page',
    failsOn: (page) => (page.facts.resources.length > LIMITS.requests ? `${page.facts.resources.length} requests` : false),
  },
  {
    id: 'render-blocking-scripts',
    title: 'Scripts in the head that block rendering',
    severity: 'warning',
    weight: 3,
    fix: 'Add defer (or async) to scripts in the head, or move them to the end of the body.',
    scope: 'page',
    failsOn: (page) => page.facts.renderBlocking.find((url) => isScript(page, url)) ?? false,
  },
  {
    id: 'render-blocking-styles',
    title: `More than ${LIMITS.blockingStylesheets} style sheets block rendering`,
    severity: 'notice',
    weight: 1,
    fix: 'Combine style sheets, and load those the first screen does not need with media attributes or later.',
    scope: 'page',
    failsOn: (page) => page.facts.renderBlocking.filter((url) => !isScript(page, url)).length > LIMITS.blockingStylesheets,
  },
  {
    id: 'slow-response',
    title: `Pages taking more than ${LIMITS.slowMs / 1000} s to download`,
    severity: 'warning',
    weight: 3,
    fix: 'Speed up the server (caching, a faster host, a CDN); slow pages lose visitors and rank lower.',
    scope: 'answer',
    failsOn: (page) => (page.durationMs > LIMITS.slowMs ? `${page.durationMs} ms` : false),
  },
  // Mobile and language
  {
    id: 'viewport-missing',
    title: 'Pages without a viewport meta tag',
    severity: 'critical',
    weight: 5,
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> so phones show the page at their width.',
    scope: 'page',
    failsOn: (page) => page.facts.viewport === null,
  },
  {
    id: 'viewport-not-responsive',
    title: 'Viewports not set to the device width',
    severity: 'warning',
    weight: 2,
    fix: 'Set the viewport’s content to width=device-width, initial-scale=1.',
    scope: 'page',
    failsOn: (page) => page.facts.viewport !== null && !/width\s*=\s*device-width/i.test(page.facts.viewport),
  },
  {
    id: 'lang-missing',
    title: 'Pages that do not declare their language',
    severity: 'warning',
    weight: 2,
    fix: 'Add lang="…" to the <html> element (lang="en", for example); screen readers and search engines use it.',
    scope: 'page',
    failsOn: (page) => page.facts.lang === null,
  },
  {
    id: 'charset-missing',
    title: 'Pages that do not declare their character set',
    severity: 'notice',
    weight: 1,
    fix: 'Add <meta charset="utf-8"> at the top of the head, or send the charset in the Content-Type header.',
    scope: 'page',
    failsOn: (page) => !page.facts.charset && !/charset=/i.test(page.contentType ?? ''),
  },
  {
    id: 'doctype-missing',
    title: 'Pages without <!DOCTYPE html>',
    severity: 'notice',
    weight: 1,
    fix: 'Start each page with <!DOCTYPE html>, so browsers render it in standards mode.',
    scope: 'page',
    failsOn: (page) => !page.facts.hasDoctype,
  },
  // Sharing
  {
    id: 'open-graph-missing',
    title: 'Pages without Open Graph tags',
    severity: 'notice',
    weight: 2,
    fix: 'Add og:title, og:description, og:image and og:url so links shared on social networks show a proper card.',
    scope: 'page',
    failsOn: (page) => Object.keys(page.facts.openGraph).length === 0,
  },
  {
    id: 'open-graph-incomplete',
    title: 'Open Graph tags missing a title, type, image or address',
    severity: 'notice',
    weight: 1,
    fix: 'Complete the Open Graph tags: og:title, og:type, og:image and og:url.',
    scope: 'page',
    failsOn: (page) => {
      const present = Object.keys(page.facts.openGraph);
      if (present.length === 0) return false;
      const missing = ['og:title', 'og:type', 'og:image', 'og:url'].filter((name) => !page.facts.openGraph[name]);
      return missing.length > 0 ? missing.join(', ') : false;
    },
  },
  // Content and structure
  {
    id: 'thin-content',
    title: `Thin pages (fewer than ${LIMITS.thinWords} words)`,
    severity: 'warning',
    weight: 3,
    fix: 'Add useful text to these pages, or merge them into fuller ones; pages with little to say rarely rank.',
    scope: 'page',
    failsOn: (page) => (page.facts.wordCount < LIMITS.thinWords && !pageNoindex(page) ? `${page.facts.wordCount} words` : false),
  },
  {
    id: 'orphan-page',
    title: 'Orphan pages (in the sitemap, linked from no page)',
    severity: 'warning',
    weight: 2,
    fix: 'Link to these pages from related pages or the navigation; pages nobody links to are seldom found or ranked.',
    scope: 'site',
    failing: (site) =>
      site.html
        .filter((page) => page.foundBy === 'sitemap' && ![page.url, page.finalUrl].some((url) => (site.inbound.get(url)?.size ?? 0) > 0))
        .map((page) => ({ url: page.finalUrl })),
  },
  {
    id: 'link-text-missing',
    title: 'Links without text',
    severity: 'notice',
    weight: 1,
    fix: 'Give every link words (or an image with alt text, or an aria-label) that say where it leads.',
    scope: 'page',
    failsOn: (page) => page.facts.links.find((link) => !link.text)?.url ?? false,
  },
  {
    id: 'meta-refresh',
    title: 'Pages that redirect with a meta refresh',
    severity: 'warning',
    weight: 2,
    fix: 'Replace the meta refresh with a server redirect (301); search engines and visitors handle it better.',
    scope: 'page',
    failsOn: (page) => page.facts.metaRefresh,
  },
  {
    id: 'favicon-missing',
    title: 'The home page names no favicon',
    severity: 'notice',
    weight: 1,
    fix: 'Add <link rel="icon" href="…"> to the head; search results and browser tabs show it beside your name.',
    scope: 'site',
    failing: (site) => {
      const home = site.html.find((page) => page.foundBy === 'start');
      return home && !home.facts.favicon ? [{ url: home.finalUrl }] : [];
    },
  },
];

function isScript(page: HtmlPage, url: string): boolean {
  return page.facts.scripts.includes(url);
}
