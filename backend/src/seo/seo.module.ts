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

/** When what each fixed page shows last changed, by path (the site module's FixedPageStamps). */
export interface PageStamps {
  lastmods(paths: readonly string[]): Promise<ReadonlyMap<string, Date>>;
}

/**
 * The fixed public pages, each with the time of the last change of what it shows (PageStamps):
 * an edit of a post or of another page's section leaves the others' lastmod where it was. A page an
 * Admin set to noindex, or whose canonical address is another, is not listed (page-seo.service.ts).
 */
@Injectable()
export class PublicPagesSitemap implements SitemapSource, OnModuleInit {
  private stamps?: PageStamps;

  constructor(
    private readonly siteVersion: SiteVersion,
    private readonly sitemap: SitemapService,
    private readonly pageSeo: PageSeoService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  onModuleInit(): void {
    this.sitemap.register(this);
  }

  /** The site's content is read above this module, which gives the pages' times once it starts. */
  stampedBy(stamps: PageStamps): void {
    this.stamps = stamps;
  }

  private async listed(): Promise<string[]> {
    const unlisted = await this.pageSeo.unlistedPaths(this.settings.publicUrl);
    return PUBLIC_PAGES.filter((path) => !unlisted.has(path));
  }

  async count(): Promise<number> {
    return (await this.listed()).length;
  }

  async *entries(offset: number, limit: number) {
    const listed = (await this.listed()).slice(offset, offset + limit);
    // Without the stamps (a module that reads no site content), every page takes the site version's time.
    const [lastmods, changedAt] = await Promise.all([this.stamps?.lastmods(listed), this.stamps ? undefined : this.siteVersion.changedAt()]);
    for (const path of listed) yield { path, lastmod: lastmods?.get(path) ?? changedAt };
  }
}

@Module({
  imports: [ContentModule, TypeOrmModule.forFeature([PageSeo])],
  controllers: [PageSeoController],
  providers: [SeoSettings, SitemapService, PublicPagesSitemap, PageSeoService],
  exports: [SeoSettings, SitemapService, PageSeoService, PublicPagesSitemap],
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
      editor: '/search-appearance',
    });
  }
}
