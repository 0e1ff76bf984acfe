import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, hydrated, launch, ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/**
 * The owner's menus on a server of this file's own (a fresh install with the demo content), so the
 * header it changes is no other test's: a landing page under a "Services" dropdown, followed at
 * 1280 and 375 px, and a crawl from / that finds every address of the sitemap within three clicks.
 */
describe('menus', () => {
  let server: OwnServer;
  let browser: Browser;
  let cookie: string;

  const api = async <T>(path: string, body: unknown, method = 'POST'): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    cookie = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    const categories = await Promise.all(['Audits', 'Links'].map((name) => api<{ id: string }>('/api/blog/categories', { name })));
    for (let i = 1; i <= 12; i++) {
      await api('/api/blog/manage/posts', { title: `Search note ${i}`, body: doc(`Note ${i}.`), status: 'published', categoryId: categories[i % 2].id });
    }
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('reaches every address of the sitemap from / within three clicks, leaving none an orphan', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(listed).toEqual(expect.arrayContaining(['/', '/service/', '/pricing/', '/contact', '/blog/', '/blog/search-note-1']));
    const depth = new Map<string, number>([['/', 0]]);
    let frontier = ['/'];
    for (let click = 1; click <= 3; click++) {
      const next: string[] = [];
      for (const path of frontier) {
        const response = await fetch(`${server.url}${path}`);
        if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
        const html = await response.text();
        for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
          const url = new URL(href.replaceAll('&amp;', '&'), `${server.url}${path}`);
          if (url.origin !== server.url || url.pathname.startsWith('/api/') || depth.has(url.pathname)) continue;
          depth.set(url.pathname, click);
          next.push(url.pathname);
        }
      }
      frontier = next;
    }
    expect(listed.filter((path) => !depth.has(path))).toEqual([]);
  });

  async function followFromHeader(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    if (width >= 768) {
      const main = page.getByRole('navigation', { name: 'Main' });
      const toggle = main.getByRole('button', { name: 'More in Services' });
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await main.getByRole('link', { name: 'Local SEO audits' }).click();
    } else {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      await panel.getByRole('list', { name: 'Services' }).getByRole('link', { name: 'Local SEO audits' }).click();
    }
    await page.waitForURL(`${server.url}/local-seo-audits`);
    await page.getByRole('heading', { name: 'Local SEO audits', level: 1 }).waitFor();
  }

  it('an Admin puts a landing page under a “Services” dropdown: visitors follow it at 1280 and 375 px', async () => {
    const landing = await api<{ id: string }>('/api/pages', { title: 'Local SEO audits', slug: 'local-seo-audits', body: doc('Audits for local shops.') });
    await api(`/api/pages/${landing.id}/publish`, {});
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/auth/login`, { data: ADMIN });
    await page.goto('/menus', { waitUntil: 'networkidle' });
    const header = page.getByRole('region', { name: 'Navigation bar' });
    await header.getByRole('button', { name: 'Add a link under “Services”' }).click();
    await header.getByRole('textbox', { name: 'Label of “item 1”' }).fill('Local SEO audits');
    await header.getByRole('combobox', { name: 'Link type of “Local SEO audits”' }).click();
    await page.getByRole('option', { name: 'Page', exact: true }).click();
    await header.getByRole('combobox', { name: 'Target of “Local SEO audits”' }).click();
    await page.getByRole('option', { name: 'Local SEO audits' }).click();
    await header.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Navigation bar saved').waitFor();
    await context.close();

    const visitor = await browser.newContext({ baseURL: server.url });
    const visit = await visitor.newPage();
    await followFromHeader(visit, 1280);
    await followFromHeader(visit, 375);
    await visitor.close();
  });
});
