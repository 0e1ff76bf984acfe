import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { ContentService } from '../content/content.service.js';
import { SECTION_BY_KEY } from '../content/sections.js';
import { SiteVersion } from '../content/site-version.service.js';
import type { SearchEngineSettings } from './analytics.js';
import { SitemapService, type SitemapSource } from './sitemap.js';

/** The public pages of the spec, which show the site's content: they change when it does. */
export const PUBLIC_PAGES = ['/', '/service/', '/pricing/', '/contact'];

/** What Search engines & analytics holds (empty until an Admin saves it). */
@Injectable()
export class SeoSettings {
  constructor(private readonly content: ContentService) {}

  async current(): Promise<Partial<SearchEngineSettings>> {
    const [record] = await this.content.list(SECTION_BY_KEY.get('seo')!);
    return (record ?? {}) as Partial<SearchEngineSettings>;
  }
}

/**
 * The fixed public pages, each with the time of the last change to the site's content (the site
 * version's): every page shows sections, packages or the brand, and a page cannot tell which
 * change touched it, so all four move together.
 */
@Injectable()
export class PublicPagesSitemap implements SitemapSource, OnModuleInit {
  constructor(
    private readonly siteVersion: SiteVersion,
    private readonly sitemap: SitemapService,
  ) {}

  onModuleInit(): void {
    this.sitemap.register(this);
  }

  count(): Promise<number> {
    return Promise.resolve(PUBLIC_PAGES.length);
  }

  async *entries(offset: number, limit: number) {
    const lastmod = await this.siteVersion.changedAt();
    for (const path of PUBLIC_PAGES.slice(offset, offset + limit)) yield { path, lastmod };
  }
}

@Module({
  imports: [ContentModule],
  providers: [SeoSettings, SitemapService, PublicPagesSitemap],
  exports: [SeoSettings, SitemapService],
})
export class SeoModule {}
