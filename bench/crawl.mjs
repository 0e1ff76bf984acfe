// npm run crawl -- <url>: crawls a running site as a search engine would and says what it finds.
//
// It starts at `/` and follows every same-site link (<a href>), then reads robots.txt and the
// sitemap and asks for every address the sitemap lists that the links did not reach. Every URL is
// classified: its status (and where a redirect leads, in how many hops), its canonical address,
// whether it is indexable (200, HTML, no noindex, its own canonical, not disallowed), its click
// depth from `/`, whether it is an orphan (listed in the sitemap or otherwise found, but reached by
// no link from `/`), its title and description. Then it asks for the other spellings of every
// indexable page (letter case, trailing slash, a list's page by query) and for a page past the last
// of every paginated list: each should answer 301 to the page in one hop, or 404.
//
// The findings the checks of issue 44 read: `variants200` (other spellings answering 200),
// `orphans`, `duplicateDescriptions` (among indexable pages), `redirectChains` (more than one hop),
// `broken` (links answering 4xx or 5xx), `beyondLastPage200`, and the sitemap's `lastmods`, which
// `movedLastmods` compares between two crawls.
//
// Usage: node bench/crawl.mjs <base url> [--json report.json] [--max 2000] [--strict]
//   --strict exits with 1 when a check finds something (variants, orphans, duplicates, chains, broken links).
import { writeFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

/** Addresses that are files or the API, never pages: the crawl does not ask for them. */
const NOT_PAGES = /^\/(?:api|assets|media|images)\/|\.(?:xml|txt|json|webmanifest|svg|png|jpe?g|gif|webp|avif|ico|css|js|pdf)$/i;

const MAX_HOPS = 10;

/** robots.txt's `User-agent: *` group as rules: a path is disallowed by the longest matching rule (RFC 9309). */
function robotsRules(text) {
  const rules = [];
  let applies = false;
  let inAgents = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').trim();
    const name = field.toLowerCase();
    if (name === 'user-agent') {
      if (!inAgents) applies = false;
      inAgents = true;
      if (value === '*') applies = true;
      continue;
    }
    inAgents = false;
    if (!applies || (name !== 'allow' && name !== 'disallow') || !value) continue;
    const anchored = value.endsWith('$');
    const source = (anchored ? value.slice(0, -1) : value)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    rules.push({ allow: name === 'allow', length: value.length, pattern: new RegExp(`^${source}${anchored ? '$' : ''}`) });
  }
  return (pathAndQuery) => {
    let best;
    for (const rule of rules) if (rule.pattern.test(pathAndQuery) && (!best || rule.length > best.length)) best = rule;
    return best !== undefined && !best.allow;
  };
}

/** The sitemap's addresses with their lastmod, following an index to its files. */
async function readSitemap(base, get) {
  const entries = new Map();
  const files = [`${base}/sitemap.xml`];
  const text = (element, name) => element.getElementsByTagName(name)[0]?.textContent?.trim();
  for (let i = 0; i < files.length && i < 100; i++) {
    const response = await get(files[i]);
    if (response.status !== 200) continue;
    const { document } = new JSDOM(await response.text(), { contentType: 'text/xml' }).window;
    for (const file of document.getElementsByTagName('sitemap')) files.push(text(file, 'loc'));
    for (const url of document.getElementsByTagName('url')) entries.set(text(url, 'loc'), text(url, 'lastmod'));
  }
  return entries;
}

/** What a page's HTML says of itself. */
function readPage(html, url) {
  const { document } = new JSDOM(html, { url }).window;
  const attribute = (selector, name) => document.querySelector(selector)?.getAttribute(name) ?? undefined;
  const links = [...document.querySelectorAll('a[href]')].map((a) => a.href);
  return {
    title: document.querySelector('title')?.textContent ?? undefined,
    description: attribute('meta[name="description"]', 'content'),
    robots: attribute('meta[name="robots"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    links,
  };
}

/** The other spellings of a path that should lead to it: letter case, the trailing slash, a list's page by query. */
export function spellingsOf(path) {
  if (path === '/') return [];
  const spellings = new Set([
    path.endsWith('/') ? path.slice(0, -1) : `${path}/`,
    path.toUpperCase(),
    path.replace(/\/([a-z])/, (_, c) => `/${c.toUpperCase()}`),
  ]);
  const paged = /^(.*\/)page\/(\d+)\/$/.exec(path);
  if (paged) spellings.add(`${paged[1]}?page=${paged[2]}`);
  spellings.delete(path);
  return [...spellings];
}

/**
 * Crawls the site at `base` (an origin, no trailing slash). Returns every URL's record and the
 * findings; see the file's head.
 */
export async function crawl(base, { max = 2000, concurrency = 4 } = {}) {
  const origin = new URL(base).origin;
  const get = (url, init = {}) => fetch(url, { redirect: 'manual', ...init, headers: { 'user-agent': 'site-crawl/1.0', ...(init.headers ?? {}) } });
  const robotsResponse = await get(`${origin}/robots.txt`);
  const disallowed = robotsRules(robotsResponse.status === 200 ? await robotsResponse.text() : '');
  const sitemap = await readSitemap(origin, get);

  /** @type {Map<string, any>} url (path and query) → record */
  const pages = new Map();
  const linksTo = new Map();
  const local = (href) => {
    let url;
    try {
      url = new URL(href, origin);
    } catch {
      return undefined;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return undefined;
    return url.pathname + url.search;
  };

  /** Asks for one address and follows its redirects, noting each hop. */
  async function visit(path) {
    const record = { url: path, hops: [] };
    let current = path;
    let response;
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      response = await get(origin + current);
      if (response.status < 300 || response.status >= 400 || !response.headers.get('location')) break;
      await response.body?.cancel();
      const next = local(response.headers.get('location'));
      record.hops.push({ status: response.status, location: response.headers.get('location') });
      if (next === undefined) break;
      current = next;
    }
    record.status = record.hops[0]?.status ?? response.status;
    record.finalUrl = current;
    record.finalStatus = response.status;
    record.blocked = disallowed(path);
    const type = response.headers.get('content-type') ?? '';
    if ((response.status >= 300 && response.status < 400) || !type.includes('text/html')) {
      await response.body?.cancel();
      record.html = false;
      return record;
    }
    const page = readPage(await response.text(), origin + current);
    record.html = true;
    record.title = page.title;
    record.description = page.description;
    record.robots = [page.robots, response.headers.get('x-robots-tag')].filter(Boolean).join(', ') || undefined;
    record.canonical = page.canonical && local(page.canonical);
    record.links = [...new Set(page.links.map(local).filter((link) => link !== undefined && !NOT_PAGES.test(link.split('?')[0])))].map((link) =>
      link.replace(/#.*$/, ''),
    );
    record.indexable =
      record.hops.length === 0 && record.status === 200 && !/noindex/i.test(record.robots ?? '') && (record.canonical ?? path) === path && !record.blocked;
    return record;
  }

  /** Breadth first from `seeds`, each at `depth` (undefined: not reached from the home page). */
  async function walk(seeds, depth) {
    let level = seeds.filter((path) => !pages.has(path));
    let d = depth;
    while (level.length > 0 && pages.size < max) {
      for (const path of level) pages.set(path, { url: path, pending: true });
      const records = [];
      for (let i = 0; i < level.length; i += concurrency) records.push(...(await Promise.all(level.slice(i, i + concurrency).map(visit))));
      const next = new Set();
      for (const record of records) {
        record.depth = d;
        record.inSitemap = sitemap.has(origin + record.url);
        pages.set(record.url, record);
        const onward = [...(record.links ?? []), ...(record.hops.length && record.finalUrl !== record.url ? [record.finalUrl] : [])];
        for (const link of onward) {
          if (!linksTo.has(link)) linksTo.set(link, new Set());
          linksTo.get(link).add(record.url);
          if (!pages.has(link)) next.add(link);
        }
      }
      level = [...next];
      d = d === undefined ? undefined : d + 1;
    }
  }

  await walk(['/'], 0);
  const fromSitemap = [...sitemap.keys()].map(local).filter((path) => path !== undefined);
  await walk(fromSitemap, undefined);

  const records = [...pages.values()].filter((record) => !record.pending);
  const indexable = records.filter((record) => record.indexable);

  // The other spellings of every indexable page, and a page past the last of each paginated list.
  const variants = [];
  const probes = [];
  for (const record of indexable) {
    for (const spelling of spellingsOf(record.url.split('?')[0])) probes.push({ of: record.url, url: spelling, expect: 'redirect' });
    if ((record.links ?? []).includes(`${record.url}page/2/`)) {
      probes.push({ of: record.url, url: `${record.url}page/9999/`, expect: 'missing' });
      probes.push({ of: record.url, url: `${record.url}?page=9999`, expect: 'missing' });
    }
  }
  for (let i = 0; i < probes.length; i += concurrency) {
    const answers = await Promise.all(probes.slice(i, i + concurrency).map((probe) => visit(probe.url)));
    answers.forEach((answer, j) =>
      variants.push({ ...probes[i + j], status: answer.status, finalUrl: answer.finalUrl, finalStatus: answer.finalStatus, hops: answer.hops.length }),
    );
  }

  const byDescription = new Map();
  for (const record of indexable) {
    const key = (record.description ?? '').trim();
    if (!byDescription.has(key)) byDescription.set(key, []);
    byDescription.get(key).push(record.url);
  }
  const lastmods = Object.fromEntries([...sitemap].map(([loc, lastmod]) => [local(loc) ?? loc, lastmod]));
  const findings = {
    variants200: variants.filter((variant) => variant.expect === 'redirect' && variant.status === 200).map((variant) => ({ url: variant.url, of: variant.of })),
    variantsElsewhere: variants
      .filter((variant) => variant.expect === 'redirect' && variant.status !== 200 && (variant.finalUrl !== variant.of || variant.hops !== 1))
      .map(({ url, of, status, finalUrl, hops }) => ({ url, of, status, finalUrl, hops })),
    beyondLastPage200: variants.filter((variant) => variant.expect === 'missing' && variant.finalStatus === 200).map((variant) => variant.url),
    orphans: records.filter((record) => record.depth === undefined && record.indexable).map((record) => record.url),
    duplicateDescriptions: [...byDescription].filter(([, urls]) => urls.length > 1).map(([description, urls]) => ({ description, urls })),
    missingDescriptions: indexable.filter((record) => !record.description?.trim()).map((record) => record.url),
    redirectChains: records.filter((record) => record.hops.length > 1).map((record) => ({ url: record.url, hops: record.hops })),
    broken: records
      .filter((record) => record.finalStatus >= 400)
      .map((record) => ({ url: record.url, status: record.finalStatus, linkedFrom: [...(linksTo.get(record.url) ?? [])] }))
      .filter((broken) => broken.linkedFrom.length > 0),
    inSitemapNotIndexable: records.filter((record) => record.inSitemap && !record.indexable).map((record) => record.url),
    indexableNotInSitemap: indexable.filter((record) => !record.inSitemap).map((record) => record.url),
    linkedButBlocked: records.filter((record) => record.blocked && linksTo.has(record.url)).map((record) => record.url),
  };
  const statuses = {};
  for (const record of records) statuses[record.status] = (statuses[record.status] ?? 0) + 1;
  return {
    base: origin,
    urls: records.length,
    indexable: indexable.length,
    statuses,
    maxDepth: Math.max(0, ...records.map((record) => record.depth ?? 0)),
    pages: records.map(({ links, pending: _pending, ...record }) => ({ ...record, linksOut: links?.length ?? 0 })),
    variants,
    lastmods,
    findings,
  };
}

/** Sitemap addresses whose lastmod differs between two crawls (their `lastmods`), limited to `paths` when given. */
export function movedLastmods(before, after, paths = Object.keys(before)) {
  return paths.filter((path) => before[path] !== after[path]).map((path) => ({ path, before: before[path], after: after[path] }));
}

/** The checks of the "Done means" that a crawl answers: each an empty list when it holds. */
export const FAILING_CHECKS = ['variants200', 'variantsElsewhere', 'beyondLastPage200', 'orphans', 'duplicateDescriptions', 'redirectChains', 'broken'];

async function main() {
  const args = process.argv.slice(2);
  const base = args.find((arg) => /^https?:\/\//.test(arg));
  if (!base) {
    console.error('Usage: node bench/crawl.mjs <base url> [--json report.json] [--max 2000] [--strict]');
    process.exit(2);
  }
  const option = (name) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const report = await crawl(base.replace(/\/$/, ''), { max: Number(option('--max') ?? 2000) });
  const jsonFile = option('--json');
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(report, null, 2));
  console.log(`${report.urls} URLs (${report.indexable} indexable), statuses ${JSON.stringify(report.statuses)}, deepest click depth ${report.maxDepth}`);
  for (const [name, found] of Object.entries(report.findings)) {
    console.log(`${name}: ${found.length}`);
    for (const item of found.slice(0, 20)) console.log(`  ${typeof item === 'string' ? item : JSON.stringify(item)}`);
  }
  if (args.includes('--strict') && FAILING_CHECKS.some((name) => report.findings[name].length > 0)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
