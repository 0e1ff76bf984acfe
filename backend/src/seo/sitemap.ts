import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { SETTINGS, type Settings } from '../config/settings.js';
import { SiteVersion } from '../content/site-version.service.js';

/** One indexable address of the site: a path as browsers send it (starting with /, percent-encoded), and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * Something that has public pages to list: the fixed pages today, pages and posts later. A source
 * lists only what search engines should index (a `noindex` page is not an entry), in a stable
 * order, and answers a window of it, so a source backed by a table reads one file's worth at a time.
 */
export interface SitemapSource {
  count(): Promise<number>;
  entries(offset: number, limit: number): AsyncIterable<SitemapEntry>;
}

/** The protocol's limit of addresses per file (sitemaps.org); past it /sitemap.xml is an index. */
export const SITEMAP_URL_LIMIT = 50_000;

/** What kept sitemap files may weigh together: a full file of 50,000 addresses is about 5 MB. */
const SITEMAP_CACHE_BYTES = 16 * 1024 * 1024;

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * `/sitemap.xml` from every registered source: one `urlset` up to 50,000 addresses, past that an
 * index of `/sitemap-1.xml`, `/sitemap-2.xml`… of 50,000 each. A file is made from its own window
 * of the sources (never the whole list in memory) and kept per site version, like the pages.
 */
@Injectable()
export class SitemapService {
  private readonly sources: SitemapSource[] = [];
  private readonly cache = new LRUCache<string, string>({ maxSize: SITEMAP_CACHE_BYTES, sizeCalculation: (body) => body.length || 1 });

  constructor(
    private readonly siteVersion: SiteVersion,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  register(source: SitemapSource): void {
    this.sources.push(source);
    this.cache.clear();
  }

  /** `/sitemap.xml` (file 0) or `/sitemap-{n}.xml`; undefined for a file that does not exist. */
  async file(n: number): Promise<string | undefined> {
    const key = `${await this.siteVersion.current()}\n${n}`;
    const kept = this.cache.get(key);
    if (kept !== undefined) return kept;
    const body = await this.build(n);
    if (body !== undefined) this.cache.set(key, body);
    return body;
  }

  private async build(n: number): Promise<string | undefined> {
    if (!Number.isInteger(n) || n < 0) return undefined;
    const counts = await Promise.all(this.sources.map((source) => source.count()));
    const total = counts.reduce((sum, count) => sum + count, 0);
    const files = Math.ceil(total / SITEMAP_URL_LIMIT);
    const base = this.settings.publicUrl;
    if (n === 0 && files > 1) {
      const items = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${xml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
      return `${HEAD}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`;
    }
    if (n > 0 && (files <= 1 || n > files)) return undefined;
    const from = n === 0 ? 0 : (n - 1) * SITEMAP_URL_LIMIT;
    const to = Math.min(total, from + SITEMAP_URL_LIMIT);
    const items: string[] = [];
    let start = 0;
    for (const [index, source] of this.sources.entries()) {
      const end = start + counts[index];
      if (end > from && start < to) {
        const offset = Math.max(0, from - start);
        for await (const entry of source.entries(offset, Math.min(end, to) - start - offset)) {
          const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
          items.push(`  <url><loc>${xml(`${base}${entry.path}`)}</loc>${lastmod}</url>`);
        }
      }
      start = end;
    }
    return `${HEAD}<urlset ${NS}>\n${items.join('\n')}${items.length ? '\n' : ''}</urlset>\n`;
  }
}
