import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { ContentModule } from '../content/content.module.js';
import { ContentService } from '../content/content.service.js';
import { SECTION_BY_KEY } from '../content/sections.js';
import { SiteVersion } from '../content/site-version.service.js';
import type { SearchEngineSettings } from './analytics.js';
import { PageSeoController } from './page-seo.controller.js';
import { PageSeoService } from './page-seo.service.js';
import { SitemapService, type SitemapSource } from './sitemap.js';
import { MediaUseRegistry } from '../documents/media-uses.js';
import { FIXED_PAGE_PATHS, FIXED_PAGES, PageSeo, type FixedPage } from './page-seo.entity.js';

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
 * change touched it, so all four move together. A page an Admin set to noindex, or whose
 * canonical address is another, is not listed (page-seo.service.ts).
 */
@Injectable()
export class PublicPagesSitemap implements SitemapSource, OnModuleInit {
  constructor(
    private readonly siteVersion: SiteVersion,
    private readonly sitemap: SitemapService,
    private readonly pageSeo: PageSeoService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onModuleInit(): void {
    this.sitemap.register(this);
  }

  private async listed(): Promise<string[]> {
    const unlisted = await this.pageSeo.unlistedPaths(this.settings.publicUrl);
    return PUBLIC_PAGES.filter((path) => !unlisted.has(path));
  }

  async count(): Promise<number> {
    return (await this.listed()).length;
  }

  async *entries(offset: number, limit: number) {
    const [lastmod, listed] = await Promise.all([this.siteVersion.changedAt(), this.listed()]);
    for (const path of listed.slice(offset, offset + limit)) yield { path, lastmod };
  }
}

@Module({
  imports: [ContentModule, TypeOrmModule.forFeature([PageSeo])],
  controllers: [PageSeoController],
  providers: [SeoSettings, SitemapService, PublicPagesSitemap, PageSeoService],
  exports: [SeoSettings, SitemapService, PageSeoService],
})
export class SeoModule implements OnModuleInit {
  constructor(private readonly mediaUses: MediaUseRegistry) {}

  onModuleInit(): void {
    this.mediaUses.register({
      section: 'pageSeo',
      sectionTitle: 'Search appearance',
      entity: PageSeo,
      label: 'page',
      fields: [{ field: 'socialImage', label: 'Social image' }],
      orderBy: { sql: `array_position(ARRAY[${FIXED_PAGES.map((page) => `'${page}'`).join(', ')}], doc.page)` },
      recordLabel: (page) => FIXED_PAGE_PATHS[page as FixedPage] ?? page,
      order: 40,
    });
  }
}
