import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// The built audit engine, as the server runs it (this suite runs against the build).
import { runAudit } from '../backend/dist/audits/audit.js';
import { CHECKS } from '../backend/dist/audits/audit-checks.js';
import { CRAWL_DEFAULTS, ROBOTS_AGENT } from '../backend/dist/audits/crawler.js';
import { ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

interface Finding {
  id: string;
  penalty: number;
  pages: { url: string; detail?: string }[];
}
interface Outcome {
  score: number;
  pageCount: number;
  findings: Finding[];
  crawl: { origin: string; timedOut: boolean; notFetched: number; blockedByRobots: string[] };
}

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/**
 * The product's own public site, audited by its own engine with the crawl's production limits:
 * the demo site a fresh install shows, with what an agency adds first (a post in a category with
 * a tag, a case study), written well. What the audit says must be what the product is.
 */
describe('an audit of the product’s own public site', () => {
  let server: OwnServer;
  let outcome: Outcome;
  const pagesOf = (id: string) => outcome.findings.find((finding) => finding.id === id)?.pages.map((page) => page.url.replace(server.url, '')) ?? [];

  beforeAll(async () => {
    server = await startOwnServer();
    const cookie = await ownerCookie(server.url, server.dataDir, 'owner@audit.test', 'owner-password');
    const send = async (path: string, body: unknown) => {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    const category = await send('/api/blog/categories', { name: 'Technical SEO' });
    const tag = await send('/api/blog/tags', { name: 'Site audits' });
    await send('/api/blog/manage/posts', {
      title: 'What a site audit looks at first',
      status: 'published',
      excerpt: 'The crawl, the answers and the page titles: the three things we read before anything else on a new site.',
      body: doc('We start with the crawl and read every answer the site gives, then the titles and descriptions of each page. '.repeat(20)),
      categoryId: category.id,
      tagIds: [tag.id],
    });
    await send('/api/case-studies/manage', {
      title: 'Outdoor shop triples organic traffic',
      slug: 'outdoor-shop',
      status: 'published',
      client: 'Trailhead Outfitters',
      industry: 'E-commerce',
      services: ['Technical SEO'],
      challenge: doc('Category pages said too little and the site took four seconds to show its first picture. '.repeat(8)),
      approach: doc('We rewrote the categories, cut the weight of every page by half and fixed the broken links. '.repeat(8)),
      results: [{ figure: '+240 %', label: 'organic traffic in 9 months' }],
    });
    // The server listens on loopback: the one rule relaxed is the one AUDITS_ALLOW_PRIVATE relaxes.
    const result = await runAudit(`${server.url}/`, {
      ...CRAWL_DEFAULTS,
      userAgent: `Mozilla/5.0 (compatible; ${ROBOTS_AGENT}/1.0; +${server.url})`,
      rules: { allowPrivate: true, allowHttp: true },
    });
    if (result.kind !== 'done') throw new Error(`the audit of the product's own site failed: ${result.reason}`);
    outcome = result.outcome as Outcome;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (server) removeData(server.dataDir);
  });

  it('crawls every public page the site links or lists, and none that robots.txt keeps out', () => {
    expect(outcome.crawl).toMatchObject({ origin: server.url, timedOut: false, notFetched: 0 });
    expect(outcome.pageCount).toBe(15);
    // The order forms are linked from the pricing boxes and kept out by robots.txt.
    expect(outcome.crawl.blockedByRobots.length).toBeGreaterThan(0);
    expect(outcome.crawl.blockedByRobots.every((address) => address.startsWith(`${server.url}/order-now/`))).toBe(true);
  });

  /**
   * Served over plain http here, which a real host would not be (https-missing). The sign-in pages
   * ask not to be indexed on purpose (noindex). The lists with one item are
   * short on words (thin-content); the blog and a category without a description of their own
   * describe themselves with their posts' titles, too short with one short title
   * (description-too-short). Download time depends on the machine's load (slow-response): the one
   * finding that may come and go.
   */
  it('finds exactly what the product is: plain http here, noindex sign-in pages, short lists', () => {
    const found = outcome.findings.map((finding) => finding.id).filter((id) => id !== 'slow-response');
    expect(found.sort()).toEqual(['description-too-short', 'https-missing', 'noindex', 'thin-content']);
    expect(pagesOf('https-missing')).toEqual(['/']);
    expect(pagesOf('noindex').sort()).toEqual(['/login', '/register', '/reset']);
    expect(pagesOf('description-too-short').sort()).toEqual(['/blog/', '/blog/category/technical-seo/']);
    expect(pagesOf('thin-content').sort()).toEqual([
      '/blog/',
      '/blog/category/technical-seo/',
      '/blog/tag/site-audits/',
      '/case-studies/',
      '/case-studies/industry/e-commerce/',
      '/case-studies/service/technical-seo/',
    ]);
  });

  it('scores it from those findings alone', () => {
    const total = CHECKS.reduce((sum: number, check: { weight: number }) => sum + check.weight, 0);
    const lost = outcome.findings.reduce((sum, finding) => sum + finding.penalty, 0);
    expect(Math.abs(outcome.score - (100 - lost))).toBeLessThanOrEqual(1);
    if (!outcome.findings.some((finding) => finding.id === 'slow-response')) expect(outcome.score).toBe(93);
    // A site check costs its whole weight: https alone is 8 of the total.
    expect(outcome.findings.find((finding) => finding.id === 'https-missing')?.penalty).toBe(Math.round((8 / total) * 1000) / 10);
  });
});
