import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { BlogPageData } from '../src/blog/blog-page-data.js';
import { SiteService } from '../src/site/site.service.js';
import { FIXED_PAGE_CONTENT, FixedPageStamps, NOT_PART_OF_A_PAGE } from '../src/site/fixed-page-stamps.js';
import { SitemapService } from '../src/seo/sitemap.js';
import { registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** Long before the test: a lastmod still there after an edit was not moved by it. */
const LONG_AGO = '2026-01-01T00:00:00Z';

describe('the sitemap of a site with content', () => {
  let t: TestApp;
  let admin: Session;
  let postId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t, 'owner@example.com');
  }, 240_000);
  afterAll(() => t.close());

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(path, { method, json: body, headers: admin.headers });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const lastmods = async () => {
    const xml = (await t.app.get(SitemapService).file(0))!;
    return Object.fromEntries([...xml.matchAll(/<loc>[^<]*?\/\/[^/]+([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((match) => [match[1], match[2]]));
  };
  const fixedPages = async () => {
    const all = await lastmods();
    return Object.fromEntries(Object.keys(FIXED_PAGE_CONTENT).map((path) => [path, all[path]]));
  };
  /** Every fixed page as if its content was last changed long ago: what an edit moves shows against it. */
  const backdate = async () => {
    await t.app.get(FixedPageStamps).lastmods([]);
    await t.app.get(DataSource).query(`UPDATE app_meta SET updated_at = $1 WHERE key = 'site_version' OR key LIKE 'page_shows:%'`, [LONG_AGO]);
  };

  it('decides, for every part of the site read, which fixed pages show it', async () => {
    const { data } = await t.app.get(SiteService).current();
    const shown = new Set(Object.values(FIXED_PAGE_CONTENT).flatMap(({ parts }) => parts));
    const layout = ['siteIdentity', 'siteTexts', 'logo', 'menus', 'navPages', 'footerAbout', 'footerAddress', 'footerSocial', 'copyrights', 'cookies'];
    const undecided = Object.keys(data).filter((part) => !shown.has(part) && !layout.includes(part) && !NOT_PART_OF_A_PAGE.includes(part));
    expect(undecided).toEqual([]);
  });

  it('keeps the fixed pages’ lastmod when a post’s excerpt or an unused tag changes', async () => {
    postId = (await send('POST', '/api/blog/manage/posts', { title: 'Crawl budget', status: 'published', body: doc('Words') })).id as string;
    await backdate();
    expect(Object.values(await fixedPages())).toEqual([LONG_AGO, LONG_AGO, LONG_AGO, LONG_AGO]);

    await send('PUT', `/api/blog/manage/posts/${postId}`, { title: 'Crawl budget', body: doc('Words'), excerpt: 'A new excerpt' });
    await send('POST', '/api/blog/tags', { name: 'Unused tag' });
    const after = await fixedPages();
    expect(after).toEqual({ '/': LONG_AGO, '/service/': LONG_AGO, '/pricing/': LONG_AGO, '/contact': LONG_AGO });
    // The post's own entry does move.
    expect((await lastmods())['/blog/crawl-budget']).not.toBe(LONG_AGO);
  });

  it('moves only the lastmod of the pages that show what changed', async () => {
    await backdate();
    const banner = (await json<Record<string, unknown>[]>(t.request('/api/banner')))[0];
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = banner;
    await send('PUT', `/api/update-banner/${String(_id)}`, { ...fields, bannerHeading: 'A heading of today' });
    const afterBanner = await fixedPages();
    expect(afterBanner['/']).not.toBe(LONG_AGO);
    expect([afterBanner['/service/'], afterBanner['/pricing/'], afterBanner['/contact']]).toEqual([LONG_AGO, LONG_AGO, LONG_AGO]);

    await backdate();
    const experience = (await json<Record<string, unknown>[]>(t.request('/api/experiences')))[0];
    const { _id: experienceId, createdAt: _ec, updatedAt: _eu, ...experienceFields } = experience;
    await send('PUT', `/api/update-experiences/${String(experienceId)}`, { ...experienceFields, experienceHeading: 'Ten years of rankings' });
    const afterExperience = await fixedPages();
    expect(afterExperience['/service/']).not.toBe(LONG_AGO);
    expect([afterExperience['/'], afterExperience['/pricing/'], afterExperience['/contact']]).toEqual([LONG_AGO, LONG_AGO, LONG_AGO]);

    // The footer is on every page.
    await backdate();
    const footer = (await json<Record<string, unknown>[]>(t.request('/api/footer-about')))[0];
    const { _id: footerId, createdAt: _fc, updatedAt: _fu, ...footerFields } = footer;
    await send('PUT', `/api/footer-about/${String(footerId)}`, { ...footerFields, aboutFooterDetails: 'We rank sites in Edinburgh.' });
    expect(Object.values(await fixedPages()).filter((lastmod) => lastmod === LONG_AGO)).toEqual([]);
  });

  it('lists each tag with a published post, and a tag without one is no page', async () => {
    const used = (await send('POST', '/api/blog/tags', { name: 'Core Web Vitals', slug: 'cwv' })).id as string;
    await send('POST', '/api/blog/tags', { name: 'Nothing yet', slug: 'nothing-yet' });
    await send('PUT', `/api/blog/manage/posts/${postId}`, { title: 'Crawl budget', body: doc('Words'), tagIds: [used] });
    const entries = await lastmods();
    expect(Object.keys(entries)).toContain('/blog/tag/cwv/');
    expect(Object.keys(entries)).not.toContain('/blog/tag/nothing-yet/');
    expect(entries['/blog/tag/cwv/']).toBe(entries['/blog/crawl-budget']);

    const pages = t.app.get(BlogPageData);
    expect(await pages.resolve('/blog/tag/cwv/')).toMatchObject({ kind: 'blog-list', data: { total: 1 } });
    expect(await pages.resolve('/blog/tag/nothing-yet/')).toBeUndefined();
    // A draft does not make a tag a page either.
    await send('POST', '/api/blog/manage/posts', {
      title: 'Draft only',
      body: doc('x'),
      tagIds: [(await send('POST', '/api/blog/tags', { name: 'Drafts' })).id],
    });
    expect(await pages.resolve('/blog/tag/drafts/')).toBeUndefined();
    expect(Object.keys(await lastmods())).not.toContain('/blog/tag/drafts/');
  });
});
