import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { crawl, movedLastmods } from '../bench/crawl.mjs';
import { ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const FIXED_PAGES = ['/', '/service/', '/pricing/', '/contact'];

type Report = Awaited<ReturnType<typeof crawl>>;

/**
 * The site as a search engine crawls it (bench/crawl.mjs), with the demo content and a blog of
 * twelve posts in two categories, tags (one on no post), a free page of its own: the checks of issue 44.
 */
describe('a crawl of a site with content', () => {
  let server: OwnServer;
  let cookie: string;
  let first: Report;
  let postId: string;

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const head = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    server = await startOwnServer();
    cookie = await ownerCookie(server.url, server.dataDir, 'owner@crawl.test', 'owner-password');
    const categories = [
      await send('POST', '/api/blog/categories', { name: 'Technical SEO' }),
      await send('POST', '/api/blog/categories', { name: 'Local SEO' }),
    ];
    const tags = [await send('POST', '/api/blog/tags', { name: 'Core Web Vitals' }), await send('POST', '/api/blog/tags', { name: 'Links' })];
    await send('POST', '/api/blog/tags', { name: 'Unused' });
    for (let i = 1; i <= 12; i++) {
      const post = await send('POST', '/api/blog/manage/posts', {
        title: `Post number ${i}`,
        status: 'published',
        excerpt: `What post ${i} says.`,
        body: doc(`The words of post ${i}.`),
        categoryId: categories[i % 2].id,
        tagIds: [tags[i % 2].id],
      });
      postId = post.id;
    }
    const page = await send('POST', '/api/pages', { title: 'Our method', slug: 'our-method', showInFooter: true, body: doc('We audit first.') });
    await send('POST', `/api/pages/${page.id}/publish`, {});
    first = await crawl(server.url);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (server) removeData(server.dataDir);
  });

  it('answers every other spelling of a public page with one 301 to it, the query kept, also once the page is kept', async () => {
    for (const path of ['/pricing/', '/pricing/', '/contact', '/blog/']) expect((await head(path)).status).toBe(200);
    for (const [asked, location] of [
      ['/pricing', '/pricing/'],
      ['/PRICING/?utm_source=news', '/pricing/?utm_source=news'],
      ['/contact/', '/contact'],
      ['/Blog/', '/blog/'],
      ['/blog/page/2', '/blog/page/2/'],
      ['/our-method/', '/our-method'],
      ['/blog/Post-Number-3/', '/blog/post-number-3'],
    ]) {
      const response = await head(asked);
      expect([asked, response.status, response.headers.get('location')]).toEqual([asked, 301, location]);
    }
    // The back office keeps its own spelling.
    expect((await fetch(`${server.url}/edit-team-text/`, { redirect: 'manual', headers: { cookie } })).status).toBe(200);
  });

  it('finds no other spelling answering 200, no orphan, no redirect chain, no broken link, no shared description', () => {
    expect(first.findings.variants200).toEqual([]);
    // Every indexable page says what it holds: the blog's pages, its categories and tags included.
    expect(first.findings.duplicateDescriptions).toEqual([]);
    // Sign-in pages are crawled and carry noindex rather than being linked yet blocked; what stays
    // blocked and linked is the order form of each offer, which is for signed-in customers.
    expect(first.findings.linkedButBlocked.filter((url: string) => !url.startsWith('/order-now/'))).toEqual([]);
    expect(first.findings.variantsElsewhere).toEqual([]);
    expect(first.findings.orphans).toEqual([]);
    expect(first.findings.redirectChains).toEqual([]);
    expect(first.findings.broken).toEqual([]);
    // It did crawl the blog: its pages, the posts, the categories' and tags' pages, the free page.
    const crawled = first.pages.map((page) => page.url);
    expect(crawled).toEqual(expect.arrayContaining(['/blog/page/2/', '/blog/post-number-12', '/blog/category/local-seo/', '/blog/tag/links/', '/our-method']));
    expect(first.variants.length).toBeGreaterThan(first.indexable);
  });

  it('answers 404 past the last page of a list, by path or by query, and for a tag on no post', async () => {
    expect(first.findings.beyondLastPage200).toEqual([]);
    const byQuery = await head('/blog/?page=99');
    expect([byQuery.status, byQuery.headers.get('location')]).toEqual([301, '/blog/page/99/']);
    expect((await head('/blog/page/99/')).status).toBe(404);
    expect((await head('/blog/tag/unused/')).status).toBe(404);
  });

  it('lists every tag page that has posts in the sitemap, and only indexable pages', () => {
    expect(Object.keys(first.lastmods)).toEqual(expect.arrayContaining(['/blog/tag/core-web-vitals/', '/blog/tag/links/']));
    expect(Object.keys(first.lastmods)).not.toContain('/blog/tag/unused/');
    expect(first.findings.inSitemapNotIndexable).toEqual([]);
  });

  it('keeps the fixed pages’ lastmod when a post’s excerpt or an unused tag changes', async () => {
    await send('PUT', `/api/blog/manage/posts/${postId}`, { title: 'Post number 12', body: doc('The words of post 12.'), excerpt: 'Another excerpt.' });
    await send('POST', '/api/blog/tags', { name: 'Also unused' });
    const second = await crawl(server.url);
    expect(movedLastmods(first.lastmods, second.lastmods, FIXED_PAGES)).toEqual([]);
    expect(movedLastmods(first.lastmods, second.lastmods, ['/blog/post-number-12'])).toHaveLength(1);
  });
});
