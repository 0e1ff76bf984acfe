import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Lookup, PinnedTarget } from '../src/common/public-fetch.js';
import { SETTINGS, type Settings } from '../src/config/settings.js';
import { evaluate, runAudit, type AuditOutcome } from '../src/audits/audit.js';
import { CHECKS } from '../src/audits/audit-checks.js';
import { AuditPool } from '../src/audits/audit-pool.js';
import { AuditsService } from '../src/audits/audits.service.js';
import { crawl, CRAWL_DEFAULTS, type CrawlOptions, type CrawlResult } from '../src/audits/crawler.js';
import { pageFacts } from '../src/audits/page-facts.js';
import { AUDIT_TEXTS } from '../src/audits/texts.js';
import { JobQueue, type JobContext } from '../src/jobs/job-queue.js';
import { FixtureSite, fixturePage, fixtureSitemap, type PageParts } from './audit-fixture-site.js';
import { startTestApp, type TestApp } from './harness.js';
import { EMBEDDED_IPV4, SSRF_SPELLINGS } from './ssrf-spellings.js';

/** The audit processes this test process has started and that still run (Linux's /proc). */
function auditProcesses(): string[] {
  return readdirSync(`/proc/${process.pid}/task`)
    .flatMap((thread) => readFileSync(`/proc/${process.pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('audit-process');
      } catch {
        return false; // ended meanwhile
      }
    });
}

/** A task's nice value: the 19th field of its stat line, the 17th after the command's closing parenthesis. */
const niceOf = (statFile: string): number => Number(readFileSync(statFile, 'utf8').split(') ')[1].split(' ')[16]);

const options = (overrides: Partial<CrawlOptions> = {}): CrawlOptions => ({
  ...CRAWL_DEFAULTS,
  maxPages: 100,
  requestTimeoutMs: 1_500,
  totalTimeoutMs: 60_000,
  userAgent: 'Mozilla/5.0 (compatible; SiteAuditBot/1.0; +https://agency.example)',
  rules: { allowPrivate: true, allowHttp: true },
  ...overrides,
});

const done = async (url: string, overrides: Partial<CrawlOptions> = {}): Promise<AuditOutcome> => {
  const result = await runAudit(url, options(overrides));
  if (result.kind !== 'done') throw new Error(`the audit failed: ${result.reason}`);
  return result.outcome;
};

const pagesOf = (outcome: AuditOutcome, id: string) => outcome.findings.find((finding) => finding.id === id)?.pages.map((page) => page.url) ?? [];
const ids = (outcome: AuditOutcome) => outcome.findings.map((finding) => finding.id).sort();
const TOTAL_WEIGHT = CHECKS.reduce((sum, check) => sum + check.weight, 0);

/** Page checks, each with the fixture page that has exactly its defect. */
function defectPages(origin: string): Record<string, Omit<PageParts, 'path'> & { headers?: Record<string, string>; delayMs?: number }> {
  const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
  const hreflang = (code: string, path: string) => `<link rel="alternate" hreflang="${code}" href="${origin}${path}">`;
  return {
    'title-missing': { title: null },
    'title-multiple': { title: ['First title of this page', 'Second title of this page'] },
    'title-too-long': { title: ['A title that goes on and on about every single service the agency offers'] },
    'title-too-short': { title: ['Hi'] },
    'title-duplicate-1': { title: ['The same title on two pages'] },
    'title-duplicate-2': { title: ['The same title on two pages'] },
    'description-missing': { description: null },
    'description-too-long': { description: 'A description that says far too much. '.repeat(6) },
    'description-too-short': { description: 'Too short.' },
    'description-duplicate-1': { description: 'The same description on two pages, long enough to pass the length check.' },
    'description-duplicate-2': { description: 'The same description on two pages, long enough to pass the length check.' },
    'h1-missing': { h1: 0 },
    'h1-multiple': { h1: 2 },
    'canonical-missing': { canonical: [] },
    'canonical-multiple': { canonical: [`${origin}/d/canonical-multiple`, `${origin}/d/canonical-multiple?x=1`] },
    'canonical-broken': { canonical: [`${origin}/d/status-4xx`] },
    noindex: { head: '<meta name="robots" content="noindex">' },
    nofollow: { head: '<meta name="robots" content="nofollow">' },
    'x-robots-noindex': { headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' } },
    'hreflang-invalid': { head: hreflang('en-UK', '/d/hreflang-invalid') },
    'hreflang-no-return': { head: hreflang('en', '/d/hreflang-no-return') + hreflang('de', '/d/hreflang-other') },
    'hreflang-other': { head: hreflang('de', '/d/hreflang-other') },
    'hreflang-no-self': { head: hreflang('fr', '/d/hreflang-other') },
    'hreflang-broken': { head: hreflang('en', '/d/hreflang-broken') + hreflang('de', '/d/status-4xx') },
    'structured-data-invalid': { head: ld('{"@context": "https://schema.org", "@type": "Organization",}') },
    'structured-data-incomplete': { head: ld('{"@context": "https://schema.org", "@type": "Product", "name": "Site audit"}') },
    'image-alt-missing': { body: '<img src="/a.png" width="10" height="10">' },
    'image-dimensions-missing': { body: '<img src="/b.png" alt="A chart">' },
    'html-too-large': { body: `<!-- ${'x'.repeat(600 * 1024)} -->` },
    'too-many-requests': { body: Array.from({ length: 60 }, (_, i) => `<img src="/i${i}.png" alt="Image ${i}" width="10" height="10">`).join('') },
    'render-blocking-scripts': { head: '<script src="/app.js"></script>' },
    'render-blocking-styles': { head: [1, 2, 3, 4].map((i) => `<link rel="stylesheet" href="/s${i}.css">`).join('') },
    'slow-response': { delayMs: 1_200 },
    'viewport-missing': { viewport: null },
    'viewport-not-responsive': { viewport: 'width=1024' },
    'lang-missing': { lang: null },
    'charset-missing': { charset: false, headers: { 'content-type': 'text/html' } },
    'doctype-missing': { doctype: false },
    'open-graph-missing': { openGraph: null },
    'open-graph-incomplete': { openGraph: { 'og:title': 'Only a title' } },
    'thin-content': { words: 'Too little here.' },
    'link-text-missing': { body: '<a href="/"></a>' },
    'meta-refresh': { head: '<meta http-equiv="refresh" content="30">' },
    'broken-internal-links': { links: ['/', '/d/status-4xx', '/d/status-5xx', '/d/unreachable'] },
    'internal-links-redirect': { links: ['/', '/d/redirect-loop', '/d/redirect-chain', '/d/redirect-temporary'] },
  };
}

/** Which fixture address each check must name: a defect page, or for site checks the file or page at fault. */
function expectedAt(origin: string): Record<string, string> {
  const page = (path: string) => origin + path;
  const fromPages = Object.fromEntries(
    Object.keys(defectPages(origin))
      .filter((key) => CHECKS.some((check) => check.id === key))
      .map((key) => [key, page(`/d/${key}`)]),
  );
  return {
    ...fromPages,
    'title-duplicate': page('/d/title-duplicate-1'),
    'description-duplicate': page('/d/description-duplicate-2'),
    'status-4xx': page('/d/status-4xx'),
    'status-5xx': page('/d/status-5xx'),
    unreachable: page('/d/unreachable'),
    'redirect-loop': page('/d/redirect-loop'),
    'redirect-chain': page('/d/redirect-chain'),
    'redirect-temporary': page('/d/redirect-temporary'),
    'hreflang-no-return': page('/d/hreflang-no-return'),
    'https-missing': page('/'),
    'noindex-in-sitemap': page('/d/noindex'),
    'robots-invalid': page('/robots.txt'),
    'sitemap-invalid': page('/sitemap-bad.xml'),
    'sitemap-broken-urls': page('/d/status-4xx'),
    'sitemap-lists-blocked': page('/private/listed'),
    'orphan-page': page('/orphan'),
  };
}

/** A site with one page per defect, and the robots.txt and sitemaps that carry the site-wide ones. */
async function defectSite(): Promise<FixtureSite> {
  const site = await new FixtureSite().start();
  const origin = site.origin;
  const defects = defectPages(origin);
  const html = (path: string, parts: Omit<PageParts, 'path'> = {}) => fixturePage(origin, { path, ...parts });
  const linked = Object.keys(defects).map((key) => `/d/${key}`);
  site.set('/', html('/', { links: ['/good', '/private/page', ...linked] }));
  site.set('/good', html('/good'));
  site.set('/orphan', html('/orphan'));
  for (const [key, { headers, delayMs, ...parts }] of Object.entries(defects)) {
    site.set(`/d/${key}`, { body: html(`/d/${key}`, parts), headers: headers ?? { 'content-type': 'text/html; charset=utf-8' }, delayMs });
  }
  site.set('/d/status-4xx', { status: 404, body: html('/d/status-4xx') });
  site.set('/d/status-5xx', { status: 500, body: 'Server error' });
  site.set('/d/unreachable', { hang: true });
  site.set('/d/redirect-loop', { status: 302, headers: { location: '/d/redirect-loop' } });
  site.set('/d/redirect-chain', { status: 301, headers: { location: '/d/redirect-chain-2' } });
  site.set('/d/redirect-chain-2', { status: 301, headers: { location: '/good' } });
  site.set('/d/redirect-temporary', { status: 302, headers: { location: '/good' } });
  site.set('/private/page', html('/private/page'));
  site.set('/private/listed', html('/private/listed'));
  site.set('/robots.txt', {
    headers: { 'content-type': 'text/plain' },
    body: `User-agent: *\nDisallow: /private/\nCrawl-speed: fast\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/sitemap-bad.xml\n`,
  });
  site.set('/sitemap.xml', {
    headers: { 'content-type': 'application/xml' },
    body: fixtureSitemap(['/', '/good', '/orphan', '/d/noindex', '/d/status-4xx', '/private/listed'].map((path) => origin + path)),
  });
  site.set('/sitemap-bad.xml', { headers: { 'content-type': 'application/xml' }, body: fixtureSitemap([`${origin}/good`], '<priority>2.0</priority>') });
  return site;
}

/** A small site with nothing wrong but plain http. */
async function cleanSite(): Promise<FixtureSite> {
  const site = await new FixtureSite().start();
  const paths = ['/', '/about', '/services'];
  for (const path of paths) site.set(path, fixturePage(site.origin, { path, links: paths.filter((other) => other !== path) }));
  site.set('/robots.txt', { headers: { 'content-type': 'text/plain' }, body: `User-agent: *\nAllow: /\nSitemap: ${site.origin}/sitemap.xml\n` });
  site.set('/sitemap.xml', { headers: { 'content-type': 'application/xml' }, body: fixtureSitemap(paths.map((path) => site.origin + path)) });
  return site;
}

describe('site audits', () => {
  const sites: FixtureSite[] = [];
  const track = <T extends FixtureSite>(site: T) => (sites.push(site), site);
  afterAll(async () => {
    for (const site of sites) await site.close();
  });

  describe('the checks, on a site with one defect per check', () => {
    let site: FixtureSite;
    let outcome: AuditOutcome;
    beforeAll(async () => {
      site = track(await defectSite());
      outcome = await done(site.url('/'));
    });

    it('declares at least 40 checks, each once, with a severity, a weight and a fix', () => {
      expect(CHECKS.length).toBeGreaterThanOrEqual(40);
      expect(new Set(CHECKS.map((check) => check.id)).size).toBe(CHECKS.length);
      for (const check of CHECKS) {
        expect(check.weight).toBeGreaterThan(0);
        expect(check.fix.length).toBeGreaterThan(20);
        expect(['critical', 'warning', 'notice']).toContain(check.severity);
      }
    });

    it('lists every check in docs/audit-checks.md with its severity and weight, and the total weight', () => {
      const docs = readFileSync(new URL('../../docs/audit-checks.md', import.meta.url), 'utf8');
      for (const check of CHECKS) expect(docs).toMatch(new RegExp(`^\\| \`${check.id}\` \\| .+ \\| ${check.severity} \\| ${check.weight} \\|`, 'm'));
      expect(docs).toContain(`add up to **${TOTAL_WEIGHT}** (${CHECKS.length} checks)`);
    });

    it('has a fixture for every check', () => {
      // Proven on other fixtures below: a secure page, and sites without robots.txt, sitemap or favicon.
      const elsewhere = ['mixed-content', 'robots-missing', 'robots-error', 'sitemap-missing', 'sitemap-not-in-robots', 'favicon-missing'];
      expect([...Object.keys(expectedAt('ORIGIN')), ...elsewhere].sort()).toEqual(CHECKS.map((check) => check.id).sort());
    });

    it.each(Object.entries(expectedAt('ORIGIN')))('finds %s where the fixture has it', (id, where) => {
      expect(pagesOf(outcome, id)).toContain(where.replace('ORIGIN', site.origin));
    });

    it('finds nothing wrong with the page that has no defect', () => {
      const siteWide = new Set(['https-missing']);
      const blamed = outcome.findings.filter((finding) => !siteWide.has(finding.id) && finding.pages.some((page) => page.url === site.url('/good')));
      expect(blamed.map((finding) => finding.id)).toEqual([]);
    });

    it('obeys robots.txt: a disallowed page is neither fetched nor judged, and the user agent names the agency', () => {
      expect(site.asked('/private/page')).toBe(false);
      expect(site.asked('/private/listed')).toBe(false);
      expect(outcome.crawl.blockedByRobots).toEqual(expect.arrayContaining([site.url('/private/page'), site.url('/private/listed')]));
      expect(site.requests[0].path).toBe('/robots.txt');
      expect(new Set(site.requests.map((request) => request.userAgent))).toEqual(
        new Set(['Mozilla/5.0 (compatible; SiteAuditBot/1.0; +https://agency.example)']),
      );
    });

    it('scores from the documented weights: 100 less each finding’s share of the total weight', () => {
      const lost = outcome.findings.reduce((sum, finding) => sum + finding.penalty, 0);
      expect(Math.abs(outcome.score - (100 - lost))).toBeLessThanOrEqual(1);
      expect(outcome.score).toBeLessThan(60);
      // A site check costs its whole weight; a page check at least half.
      const https = outcome.findings.find((finding) => finding.id === 'https-missing')!;
      expect(https.penalty).toBe(Math.round((8 / TOTAL_WEIGHT) * 1000) / 10);
      const oneOfMany = outcome.findings.find((finding) => finding.id === 'h1-multiple')!;
      expect(oneOfMany.penalty).toBeGreaterThanOrEqual(Math.round((0.5 / TOTAL_WEIGHT) * 1000) / 10);
      expect(oneOfMany.penalty).toBeLessThan(Math.round((1 / TOTAL_WEIGHT) * 1000) / 10);
    });
  });

  it('scores a sound site near 100: only plain http counts against it', async () => {
    const site = track(await cleanSite());
    const outcome = await done(site.url('/'));
    // Download time depends on this machine's load; it is the one finding that may come and go.
    expect(ids(outcome).filter((id) => id !== 'slow-response')).toEqual(['https-missing']);
    if (!ids(outcome).includes('slow-response')) expect(outcome.score).toBe(Math.round(100 * (1 - 8 / TOTAL_WEIGHT)));
    expect(outcome.pageCount).toBe(3);
  });

  it('finds a site without robots.txt, sitemap or favicon', async () => {
    const site = track(await new FixtureSite().start());
    site.set('/', fixturePage(site.origin, { path: '/', favicon: false, links: [] }));
    const outcome = await done(site.url('/'));
    expect(pagesOf(outcome, 'robots-missing')).toEqual([site.url('/robots.txt')]);
    expect(pagesOf(outcome, 'sitemap-missing')).toEqual([site.url('/sitemap.xml')]);
    expect(pagesOf(outcome, 'favicon-missing')).toEqual([site.url('/')]);
  });

  it('crawls nothing when robots.txt fails, and says so', async () => {
    const site = track(await new FixtureSite({ '/': fixturePage('', { path: '/' }), '/robots.txt': { status: 503, body: 'Busy' } }).start());
    const outcome = await done(site.url('/'));
    expect(pagesOf(outcome, 'robots-error')).toEqual([site.url('/robots.txt')]);
    expect(site.requests.map((request) => request.path)).toEqual(['/robots.txt']);
  });

  it('fetches no more pages than the cap, and names a robots.txt without a sitemap', async () => {
    const site = track(await new FixtureSite().start());
    const paths = Array.from({ length: 30 }, (_, i) => `/p/${i}`);
    site.set('/', fixturePage(site.origin, { path: '/', links: paths }));
    for (const path of paths) site.set(path, fixturePage(site.origin, { path }));
    site.set('/robots.txt', { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' });
    const outcome = await done(site.url('/'), { maxPages: 10 });
    expect(outcome.pageCount).toBe(10);
    expect(site.requests.filter((request) => request.path === '/' || request.path.startsWith('/p/'))).toHaveLength(10);
    expect(outcome.crawl.notFetched).toBe(21);
    expect(pagesOf(outcome, 'sitemap-not-in-robots')).toEqual([site.url('/robots.txt')]);
  });

  it('reads no more of an answer than the byte cap', async () => {
    const site = track(await new FixtureSite().start());
    site.set('/', fixturePage(site.origin, { path: '/', body: `<p>${'word '.repeat(700_000)}</p>` }));
    const result = await crawl(site.url('/'), options({ byteLimit: 1024 * 1024 }));
    expect(result.pages[0]).toMatchObject({ bytes: 1024 * 1024, truncated: true });
    expect(pagesOf(evaluate(result), 'html-too-large')).toEqual([site.url('/')]);
  });

  it('stops at the total time limit, leaving the rest unfetched', async () => {
    const site = track(await new FixtureSite().start());
    const paths = Array.from({ length: 10 }, (_, i) => `/s/${i}`);
    site.set('/', fixturePage(site.origin, { path: '/', links: paths }));
    for (const path of paths) site.set(path, { body: fixturePage(site.origin, { path }), delayMs: 400 });
    const result = await crawl(site.url('/'), options({ concurrency: 1, totalTimeoutMs: 1_500 }));
    expect(result.timedOut).toBe(true);
    expect(result.pages.length).toBeLessThan(11);
    expect(paths.filter((path) => site.asked(path)).length).toBeLessThan(10);
  });

  it('judges a secure page that loads insecure resources (mixed content)', () => {
    const url = 'https://shop.example/';
    const facts = pageFacts(fixturePage('https://shop.example', { path: '/', body: '<img src="http://cdn.example/a.png" alt="A" width="1" height="1">' }), url);
    const page = {
      url,
      finalUrl: url,
      hops: [],
      statusCode: 200,
      failure: null,
      contentType: 'text/html',
      xRobotsTag: null,
      bytes: 1,
      truncated: false,
      durationMs: 1,
      facts,
      foundBy: 'start' as const,
    };
    const result: CrawlResult = {
      startUrl: url,
      origin: 'https://shop.example',
      pages: [page],
      robots: { url: 'https://shop.example/robots.txt', statusCode: 404, contentType: null, body: '', failure: null, sitemaps: [], unknownLines: [] },
      sitemaps: [],
      sitemapUrls: [],
      blockedByRobots: [],
      notFetched: 0,
      timedOut: false,
      startRefused: null,
    };
    expect(pagesOf(evaluate(result), 'mixed-content')).toEqual([url]);
    expect(ids(evaluate(result))).not.toContain('https-missing');
  });

  describe('addresses outside the public internet (AUDITS_ALLOW_PRIVATE off)', () => {
    const publicRules = { rules: { allowPrivate: false, allowHttp: true } };
    const publicLookup: Lookup = async () => [{ address: '93.184.215.14', family: 4 }];
    const refusedBy = async (url: string, lookup: Lookup = publicLookup) => {
      const result = await runAudit(url, options({ ...publicRules, lookup }));
      return result.kind === 'failed' ? result.reason : null;
    };

    // Plain http is the one spelling the webhooks refuse that an audit takes: sites are audited as they are.
    it.each(SSRF_SPELLINGS)('refuses %s', async (_what, url) => {
      expect(await refusedBy(url)).not.toBeNull();
    });

    it.each(EMBEDDED_IPV4)('refuses a name that resolves to %s', async (address) => {
      expect(await refusedBy('https://embedded.example.com/', async () => [{ address, family: 6 }])).toBe(
        AUDIT_TEXTS.refusedAddress('embedded.example.com', address),
      );
    });

    it('refuses a name that resolves to loopback, or to a private address beside a public one', async () => {
      expect(await refusedBy('https://rebind.example.com/', async () => [{ address: '127.0.0.1', family: 4 }])).toBe(
        AUDIT_TEXTS.refusedAddress('rebind.example.com', '127.0.0.1'),
      );
      expect(
        await refusedBy('https://mixed.example.com/', async () => [
          { address: '93.184.215.14', family: 4 },
          { address: '::ffff:10.0.0.1', family: 6 },
        ]),
      ).toMatch(/not a public address/);
    });

    describe('a public site that redirects to a private address', () => {
      let secret: FixtureSite;
      let redirector: FixtureSite;
      // The test stands in for the internet: public-site.example resolves to a public address, which
      // leads to the redirector on loopback; intranet.example resolves to a private one.
      const lookup: Lookup = async (host) => [{ address: host === 'intranet.example' ? '10.0.0.5' : '93.184.215.14', family: 4 }];
      const route = (target: PinnedTarget): PinnedTarget => (target.address === '93.184.215.14' ? { ...target, address: '127.0.0.1', family: 4 } : target);
      const audit = (path: string) => runAudit(`http://public-site.example:${redirector.port}${path}`, options({ ...publicRules, lookup, route }));
      beforeAll(async () => {
        secret = track(await new FixtureSite({ '/': 'The admin panel' }).start());
        redirector = track(await new FixtureSite().start());
        const origin = `http://public-site.example:${redirector.port}`;
        redirector.set('/', fixturePage(origin, { path: '/', links: ['/leak'] }));
        redirector.set('/to-loopback', { status: 302, headers: { location: secret.url('/') } });
        redirector.set('/to-name', { status: 301, headers: { location: `http://intranet.example:${secret.port}/` } });
        redirector.set('/leak', { status: 302, headers: { location: secret.url('/') } });
      });

      it('refuses the start address at the redirect, never reaching the private one', async () => {
        expect(await audit('/to-loopback')).toEqual({ kind: 'failed', reason: AUDIT_TEXTS.urlPrivate });
        expect(await audit('/to-name')).toEqual({ kind: 'failed', reason: AUDIT_TEXTS.refusedAddress('intranet.example', '10.0.0.5') });
        expect(secret.requests).toEqual([]);
      });

      it('refuses an inner page that redirects there, and audits the rest', async () => {
        const result = await audit('/');
        expect(result.kind).toBe('done');
        const leak = result.kind === 'done' ? result.outcome.findings.find((finding) => finding.id === 'unreachable') : undefined;
        expect(leak?.pages).toEqual([{ url: `http://public-site.example:${redirector.port}/leak`, detail: AUDIT_TEXTS.urlPrivate }]);
        expect(secret.requests).toEqual([]);
      });
    });
  });

  describe('as a job on the queue', () => {
    let t: TestApp;
    let audits: AuditsService;
    let data: DataSource;
    beforeAll(async () => {
      t = await startTestApp({ DEMO_CONTENT: 'false', AUDITS_ALLOW_PRIVATE: 'true', AUDIT_MAX_PAGES: '20' });
      audits = t.app.get(AuditsService);
      data = t.app.get(DataSource);
    });
    afterAll(async () => {
      await t?.close();
    });

    const settled = async (id: string) => {
      for (let i = 0; i < 600; i++) {
        const run = await audits.find(id);
        if (run && (run.status === 'done' || run.status === 'failed')) return run;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`audit ${id} did not finish`);
    };

    it('stores a run, works it on the queue and keeps the score and findings', async () => {
      const site = track(await cleanSite());
      const threadAudits = t.app.get(AuditPool).completed;
      const run = await audits.request({ targetUrl: site.url('/'), requestedBy: 'admin@example.com' });
      expect(run.status).toBe('queued');
      const finished = await settled(run.id);
      // Crawled and judged in a process of its own, not on the thread that answers pages.
      expect(t.app.get(AuditPool).completed).toBe(threadAudits + 1);
      expect(finished).toMatchObject({ status: 'done', pageCount: 3, requestedBy: 'admin@example.com', leadId: null, failure: null });
      expect(finished.score).toBeGreaterThan(90);
      expect(finished.findings!.map((finding) => finding.id)).toContain('https-missing');
      expect(finished.startedAt).not.toBeNull();
      expect(finished.durationMs).toBeGreaterThanOrEqual(0);
      const publicUrl = t.app.get<Settings>(SETTINGS).publicUrl;
      expect(site.requests.every((request) => request.userAgent.includes(`+${publicUrl}`))).toBe(true);
    });

    it('starts a crawl cut off by a restart again from the beginning', async () => {
      const site = track(await cleanSite());
      // What a dead instance leaves: the run marked running, its job handed back to the queue.
      const [row] = await data.query(`INSERT INTO audit_run (target_url, status, started_at) VALUES ($1, 'running', now()) RETURNING id`, [site.url('/')]);
      await t.app.get(JobQueue).send('site-audit', { runId: row.id });
      t.app.get(JobQueue).wake('site-audit');
      expect(await settled(row.id)).toMatchObject({ status: 'done', pageCount: 3 });
    });

    it('ends the crawl in its process when the job is taken back, and hands the job back', async () => {
      const site = track(await new FixtureSite({ '/': { hang: true } }).start());
      const [row] = await data.query(`INSERT INTO audit_run (target_url) VALUES ($1) RETURNING id`, [site.url('/')]);
      const taken = new AbortController();
      // The queue's handler itself, with a signal the test controls (pg-boss aborts it on a stop or a lost heartbeat).
      const work = (audits as unknown as { work: (runId: string, job: JobContext) => Promise<void> }).work.bind(audits);
      const working = work(row.id, { id: 'taken-back', retryCount: 0, signal: taken.signal });
      for (let i = 0; site.waiting === 0; i++) {
        if (i > 400) throw new Error('the crawl never asked for the page');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // The audits' processes (this one's and any left idle by earlier tests): every thread of
      // them (V8's compiler and collector threads too) at nice 19, below the server's, and none of
      // the server's environment (its secrets).
      const children = auditProcesses();
      expect(children.length).toBeGreaterThan(0);
      for (const child of children) {
        const threads = readdirSync(`/proc/${child}/task`);
        expect(threads.length).toBeGreaterThan(1);
        expect(threads.map((thread) => niceOf(`/proc/${child}/task/${thread}/stat`))).toEqual(threads.map(() => 19));
        const environment = readFileSync(`/proc/${child}/environ`, 'utf8').split('\0').filter(Boolean);
        expect(environment.map((entry) => entry.split('=')[0]).filter((name) => !name.startsWith('NODE_CHANNEL_'))).toEqual(['NODE_ENV']);
      }
      taken.abort();
      // The process's request ends with it, long before its 10 s timeout would end it.
      for (let i = 0; site.waiting > 0; i++) {
        if (i > 120) throw new Error('the aborted crawl still holds its request');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await expect(working).rejects.toThrow(AUDIT_TEXTS.interrupted);
      // Its process was killed, the others are left idle.
      expect(auditProcesses().length).toBe(children.length - 1);
      // Left running for the queue to start again, not marked failed.
      expect(await audits.find(row.id)).toMatchObject({ status: 'running', failure: null });
    });

    it('keeps a failed audit with its reason', async () => {
      const site = track(await new FixtureSite({ '/': { hang: true } }).start());
      const run = await audits.request({ targetUrl: site.url('/') });
      const finished = await settled(run.id);
      expect(finished).toMatchObject({ status: 'failed', score: null, findings: null });
      expect(finished.failure).toBeTruthy();
    }, 120_000);

    it('refuses an address that breaks the rules before storing anything', async () => {
      const before = Number((await data.query(`SELECT count(*) AS n FROM audit_run`))[0].n);
      for (const url of ['ftp://example.com/', 'https://user:secret@example.com/', 'not an address']) {
        await expect(audits.request({ targetUrl: url })).rejects.toBeInstanceOf(BadRequestException);
      }
      expect(Number((await data.query(`SELECT count(*) AS n FROM audit_run`))[0].n)).toBe(before);
    });
  });
});
