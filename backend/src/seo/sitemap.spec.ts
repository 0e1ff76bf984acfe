import { describe, expect, it } from '@jest/globals';
import type { Settings } from '../config/settings.js';
import type { SiteVersion } from '../content/site-version.service.js';
import { SITEMAP_URL_LIMIT, SitemapService, type SitemapEntry, type SitemapSource } from './sitemap.js';

/** A source that makes its entries as they are asked for, and notes every window it was asked for. */
function generated(total: number, entry: (i: number) => SitemapEntry) {
  const windows: [number, number][] = [];
  const source: SitemapSource = {
    count: async () => total,
    async *entries(offset, limit) {
      windows.push([offset, limit]);
      for (let i = offset; i < Math.min(total, offset + limit); i++) yield entry(i);
    },
  };
  return { source, windows };
}

function sitemapService(version = { value: 'v1' }) {
  const siteVersion = { current: async () => version.value } as unknown as SiteVersion;
  return new SitemapService(siteVersion, { publicUrl: 'https://seo.example.com' } as Settings);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('lists every entry of every source with an absolute, escaped address and its lastmod', async () => {
    const service = sitemapService();
    const changed = new Date('2026-11-20T09:30:15.123Z');
    service.register(generated(2, (i) => ({ path: ['/', '/pricing/'][i], lastmod: changed })).source);
    service.register(generated(1, () => ({ path: '/blog/tips&tricks?<a>\'"' })).source);
    const xml = (await service.file(0))!;
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/);
    expect(xml).toContain('<url><loc>https://seo.example.com/</loc><lastmod>2026-11-20T09:30:15Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://seo.example.com/pricing/</loc><lastmod>2026-11-20T09:30:15Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://seo.example.com/blog/tips&amp;tricks?&lt;a&gt;&apos;&quot;</loc></url>');
    expect(await service.file(1)).toBeUndefined();
  });

  it('past 50,000 addresses is an index of files of 50,000, each made from its own window of the sources', async () => {
    const service = sitemapService();
    const small = generated(4, (i) => ({ path: `/page-${i}` }));
    const large = generated(120_000, (i) => ({ path: `/post-${i}`, lastmod: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60)) }));
    service.register(small.source);
    service.register(large.source);

    const index = (await service.file(0))!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(['https://seo.example.com/sitemap-1.xml', 'https://seo.example.com/sitemap-2.xml', 'https://seo.example.com/sitemap-3.xml']);

    const first = locs((await service.file(1))!);
    const second = locs((await service.file(2))!);
    const third = locs((await service.file(3))!);
    expect([first.length, second.length, third.length]).toEqual([SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT, 120_004 - 2 * SITEMAP_URL_LIMIT]);
    expect(first.slice(0, 5)).toEqual(['/page-0', '/page-1', '/page-2', '/page-3', '/post-0'].map((path) => `https://seo.example.com${path}`));
    expect(second[0]).toBe('https://seo.example.com/post-49996');
    expect(third.at(-1)).toBe('https://seo.example.com/post-119999');
    expect(new Set([...first, ...second, ...third]).size).toBe(120_004);
    expect(await service.file(4)).toBeUndefined();
    expect(await service.file(-1)).toBeUndefined();
    // Memory stays bounded: no source was asked for more than one file's worth at once.
    expect(large.windows).toEqual([
      [0, 49_996],
      [49_996, 50_000],
      [99_996, 20_004],
    ]);
  });

  it('keeps each file per site version: asked again, the sources are not read; a new version reads them again', async () => {
    const version = { value: 'v1' };
    const service = sitemapService(version);
    const pages = generated(3, (i) => ({ path: `/p${i}` }));
    service.register(pages.source);
    const once = await service.file(0);
    expect(await service.file(0)).toBe(once);
    expect(pages.windows).toHaveLength(1);
    version.value = 'v2';
    await service.file(0);
    expect(pages.windows).toHaveLength(2);
  });
});
