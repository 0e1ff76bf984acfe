import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchPublic, type Lookup, type PinnedTarget } from '../src/common/public-fetch.js';
import { runAudit } from '../src/audits/audit.js';
import { AuditPool } from '../src/audits/audit-pool.js';
import { AuditsService } from '../src/audits/audits.service.js';
import { crawl, type CrawlOptions } from '../src/audits/crawler.js';
import { pageFacts } from '../src/audits/page-facts.js';
import { AUDIT_TEXTS } from '../src/audits/texts.js';
import { registerAdmin, type Session } from './accounts.js';
import { FixtureSite, fixturePage } from './audit-fixture-site.js';
import { startTestApp, type TestApp } from './harness.js';
import { SSRF_SPELLINGS } from './ssrf-spellings.js';

/**
 * The audit as the product runs it, with AUDITS_ALLOW_PRIVATE off (production's setting): the
 * rules, page cap and time limits AuditsService gives every crawl. Loopback stands in for the
 * internet: a public-looking name resolves (by `lookup`) to a public address, which `route` leads
 * to a server on loopback; every address is still checked as if it were the real one.
 */
const PUBLIC_ADDRESS = '93.184.215.14';
const route = (target: PinnedTarget): PinnedTarget => (target.address === PUBLIC_ADDRESS ? { ...target, address: '127.0.0.1', family: 4 } : target);
const publicNames: Lookup = async (host) => [{ address: host === 'intranet.example' ? '10.0.0.5' : PUBLIC_ADDRESS, family: 4 }];

/** The refusals of the address rules, in the words the audit reports them (never a network error). */
const REFUSED = new RegExp(`^(${AUDIT_TEXTS.urlPrivate.replace(/[.,]/g, '\\$&')}|\\S+ resolves to \\S+, which is not a public address)$`);

/** Each spelling with plain http (an audit accepts http, so only the address may refuse it) and, where it can carry one, the port of `port`. */
function spellings(port: number): [string, string][] {
  return SSRF_SPELLINGS.flatMap(([what, text]) => {
    const url = new URL(text);
    url.protocol = 'http:';
    url.port = String(port);
    return [
      [what, text],
      [`${what}, plain http with a port`, url.href],
    ] as [string, string][];
  });
}

describe('site audits: what they may fetch and what they keep', () => {
  let t: TestApp;
  let audits: AuditsService;
  /** A private server on loopback: any request it receives is one the rules let through. */
  let secret: FixtureSite;
  let redirector: FixtureSite;
  let admin: Session;
  const options = (overrides: Partial<CrawlOptions> = {}): CrawlOptions => ({ ...audits.crawlOptions(), lookup: publicNames, route, ...overrides });

  beforeAll(async () => {
    t = await startTestApp();
    audits = t.app.get(AuditsService);
    admin = await registerAdmin(t, 'owner@agency.example');
    secret = await new FixtureSite({ '/': 'The admin panel', '/sitemap.xml': 'secret' }).start();
    redirector = await new FixtureSite().start();
  }, 120_000);
  afterAll(async () => {
    await secret?.close();
    await redirector?.close();
    await t?.close();
  });

  it('runs with AUDITS_ALLOW_PRIVATE off unless set: public addresses only, http and https', () => {
    expect(audits.crawlOptions().rules).toEqual({ allowPrivate: false, allowHttp: true });
  });

  describe('every SSRF spelling the webhooks refuse', () => {
    const unresolvable: Lookup = async (host) => {
      throw new Error(`${host} was looked up: a literal address or a local name must be refused as written`);
    };

    it.each(spellings(1))('is refused as the address to audit: %s (%s)', async (_what, url) => {
      const result = await runAudit(url, options({ lookup: unresolvable }));
      expect(result.kind).toBe('failed');
      expect(result.kind === 'failed' && result.reason).toMatch(REFUSED);
    });

    it('is refused when asked for, before anything is stored or queued', async () => {
      const data = t.app.get(DataSource);
      const count = async () => Number((await data.query(`SELECT count(*) AS n FROM audit_run`))[0].n);
      const before = await count();
      for (const [what, url] of spellings(secret.port)) {
        const refused = await audits.request({ targetUrl: url }).then(
          () => null,
          (error: unknown) => error,
        );
        expect([what, refused instanceof BadRequestException]).toEqual([what, true]);
        expect((refused as BadRequestException).message).toMatch(REFUSED);
      }
      expect(await count()).toBe(before);
      expect(secret.requests).toEqual([]);
    });

    it('is refused in the audit’s process too, with the rules the service gives it', async () => {
      // What a job runs: the service's options, less what cannot cross to its process.
      const { signal: _none, ...plain } = audits.crawlOptions();
      for (const [what, url] of spellings(secret.port)) {
        const result = await t.app.get(AuditPool).run(url, plain);
        expect([what, result.kind === 'failed' && REFUSED.test(result.reason)]).toEqual([what, true]);
      }
      expect(secret.requests).toEqual([]);
    });

    it('is refused by the Admin API and the public request form with a 400 that says why, nothing stored', async () => {
      const data = t.app.get(DataSource);
      const count = async () => Number((await data.query(`SELECT (SELECT count(*) FROM audit_run) + (SELECT count(*) FROM message) AS n`))[0].n);
      const before = await count();
      for (const [what, url] of spellings(secret.port)) {
        const asAdmin = await t.request('/api/audits', { method: 'POST', json: { url }, headers: admin.headers });
        const adminBody = (await asAdmin.json()) as { message: string };
        expect([what, asAdmin.status, REFUSED.test(adminBody.message)]).toEqual([what, 400, true]);
        const asVisitor = await t.request('/api/audit-requests', {
          method: 'POST',
          json: { url, email: 'visitor@example.com', consent: true, elapsedMs: 20_000 },
        });
        const visitorBody = (await asVisitor.json()) as { message: string };
        expect([what, asVisitor.status, REFUSED.test(visitorBody.message)]).toEqual([what, 400, true]);
      }
      expect(await count()).toBe(before);
      expect(secret.requests).toEqual([]);
    });

    it('is refused at the hop when a public-looking site redirects there, the private server never reached', async () => {
      const origin = `http://public-site.example:${redirector.port}`;
      for (const [what, target] of [...spellings(secret.port), ['a public-looking name of a private address', `http://intranet.example:${secret.port}/`]]) {
        redirector.set('/go', { status: 302, headers: { location: target } });
        // The fetch itself: the redirect was answered, and the next hop refused before connecting.
        const fetched = await fetchPublic(`${origin}/go`, {
          rules: audits.crawlOptions().rules,
          lookup: publicNames,
          route,
          maxRedirects: 5,
          headers: {},
          answerTimeoutMs: 2_000,
          totalTimeoutMs: 2_000,
          byteLimit: 1024,
        });
        expect([what, fetched.kind, fetched.hops]).toEqual([what, 'refused', [{ url: `${origin}/go`, statusCode: 302 }]]);
        // The audit of that address: failed with the refusal, nothing of the private site read.
        const result = await runAudit(`${origin}/go`, options());
        expect([what, result.kind === 'failed' && REFUSED.test(result.reason)]).toEqual([what, true]);
      }
      expect(secret.requests).toEqual([]);
    });

    it('is never fetched from robots.txt, a sitemap or an inner page of a public site', async () => {
      const origin = `http://public-site.example:${redirector.port}`;
      const privateUrl = secret.url('/');
      redirector.set('/robots.txt', { headers: { 'content-type': 'text/plain' }, body: `User-agent: *\nAllow: /\nSitemap: ${secret.url('/sitemap.xml')}\n` });
      redirector.set('/', fixturePage(origin, { path: '/', links: ['/leak', '/other'] }));
      redirector.set('/leak', { status: 301, headers: { location: privateUrl } });
      redirector.set('/other', fixturePage(origin, { path: '/other' }));
      const result = await crawl(`${origin}/`, options());
      expect(result.sitemaps).toEqual([expect.objectContaining({ url: secret.url('/sitemap.xml'), statusCode: null, failure: AUDIT_TEXTS.urlPrivate })]);
      const leak = result.pages.find((page) => page.url === `${origin}/leak`);
      expect(leak).toMatchObject({ failure: AUDIT_TEXTS.urlPrivate, hops: [{ url: `${origin}/leak`, statusCode: 301 }], statusCode: 301 });
      expect(result.pages.find((page) => page.url === `${origin}/other`)?.statusCode).toBe(200);
      expect(secret.requests).toEqual([]);
    });

    it('checks the name again for every request: a name that turns private after the first answer is refused (DNS rebinding)', async () => {
      const origin = `http://rebinding.example:${redirector.port}`;
      redirector.set('/robots.txt', { status: 404, body: '' });
      redirector.set('/', fixturePage(origin, { path: '/', links: ['/next'] }));
      redirector.set('/next', fixturePage(origin, { path: '/next' }));
      let answers = 0;
      // Public for robots.txt and the home page, loopback from then on.
      const rebinding: Lookup = async () => [{ address: answers++ < 2 ? PUBLIC_ADDRESS : '127.0.0.1', family: 4 }];
      const result = await crawl(`${origin}/`, options({ lookup: rebinding }));
      expect(result.pages.map((page) => [page.url, page.statusCode, page.failure])).toEqual([
        [`${origin}/`, 200, null],
        [`${origin}/next`, null, AUDIT_TEXTS.refusedAddress('rebinding.example', '127.0.0.1')],
      ]);
    });
  });

  it('keeps nothing of a page’s HTML once it is judged: a crawl holds its pages’ facts, not their answers', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // Ten answers of about 1.2 MB, each a string of its own as the crawl makes them from the bytes read.
    const html = (i: number) => fixturePage('http://site.example', { path: `/p${i}`, words: `Word${i} of a long page. `.repeat(50_000) });
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = Array.from({ length: 10 }, (_, i) => pageFacts(html(i), `http://site.example/p${i}`));
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(kept.map((facts) => facts.titles)).toEqual(Array.from({ length: 10 }, (_, i) => [`Search services for /p${i}`]));
    // Held by their facts the ten answers would be 12 MB; the facts themselves are a few KB.
    expect(grown).toBeLessThan(2 * 1024 * 1024);
  });
});
