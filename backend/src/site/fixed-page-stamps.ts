import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VERSION_KEYS } from '../changes/changes.service.js';
import { SiteVersion } from '../content/site-version.service.js';
import { MetaChanges } from '../database/meta-changes.js';
import { PublicPagesSitemap } from '../seo/seo.module.js';
import type { FixedPage } from '../seo/page-seo.entity.js';
import { SiteService } from './site.service.js';

/** What every public page shows around its own content: header, menus, footer, the brand and its fixed texts. */
// `cookies` (whether a tool sets cookies) decides the notice under the footer's form on every page.
const LAYOUT = ['siteIdentity', 'siteTexts', 'logo', 'menus', 'navPages', 'footerAbout', 'footerAddress', 'footerSocial', 'copyrights', 'cookies'];

/**
 * The parts of the site read (GET /api/site, the pages' state) each fixed page shows besides the
 * layout and its own search appearance, as the frontend's pages render them (features/public/pages.tsx,
 * and the structured data, which reads the FAQ, the packages and the footer's contact and profiles).
 */
export const FIXED_PAGE_CONTENT: Readonly<Record<string, { page: FixedPage; parts: readonly string[] }>> = {
  '/': {
    page: 'home',
    parts: [
      'homeOrder',
      'banner',
      'serviceText',
      'serviceItems',
      'about',
      'counters',
      'video',
      'videoItems',
      'worksec',
      'steps',
      'pricings',
      'featuresText',
      'featureItems',
      'testimonialText',
      'testimonials',
      'teamText',
      'teamItems',
      'faq',
      'faqItems',
      'embeds',
      'contacts',
    ],
  },
  '/service/': { page: 'service', parts: ['counters', 'serviceText', 'serviceItems', 'experiences', 'actions'] },
  '/pricing/': { page: 'pricing', parts: ['pricings', 'faq', 'faqItems'] },
  '/contact': { page: 'contact', parts: ['contacts'] },
};

/** Parts of the site read none of these pages shows: the search settings of all pages (each page takes its own) and the library images (each page takes those it names). */
export const NOT_PART_OF_A_PAGE = ['pageSeo', 'media'];

/** When a record was saved, and its optimistic-locking version, are not what a page shows: a save that changes no field moves nothing. */
const BOOKKEEPING = new Set(['createdAt', 'updatedAt', 'version']);

const MEDIA_ADDRESS = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/**
 * A digest of what a fixed page shows, from the site read: the layout's parts, the page's own, its
 * search appearance, and each library image those name (a replaced image is a change of the page).
 */
export function pageFingerprint(site: Record<string, unknown>, path: string): string {
  const { page, parts } = FIXED_PAGE_CONTENT[path];
  const shown: Record<string, unknown> = {};
  for (const part of [...LAYOUT, ...parts]) shown[part] = site[part];
  shown.pageSeo = (site.pageSeo as Record<string, unknown> | undefined)?.[page];
  const text = JSON.stringify(shown, (key, value: unknown) => (BOOKKEEPING.has(key) ? undefined : value));
  const library = (site.media ?? {}) as Record<string, unknown>;
  const images = [...new Set([...text.matchAll(MEDIA_ADDRESS)].map((match) => match[1].toLowerCase()))].sort().map((id) => library[id] ?? null);
  return createHash('sha256').update(text).update(JSON.stringify(images)).digest('hex');
}

/** The app_meta key of a fixed page's digest; its updated_at is when what the page shows last changed. */
const stampKey = (path: string) => `page_shows:${path}`;

/** A burst of writes (an import, a reorder) is stamped once, a moment after its last commit. */
const SETTLE_MS = 200;

/**
 * When what each fixed public page (`/`, `/service/`, `/pricing/`, `/contact`) shows last changed:
 * the sitemap's lastmod. Every write moves the one site version, whether it touched the page or a
 * post's excerpt, so the version's time would move all four at once. Instead each page's digest
 * (pageFingerprint) is kept in app_meta and its time moves only when the digest does, set to the
 * time of the site version that showed it first. Stamped a moment after each move of the version
 * (any instance's, as MetaChanges tells it) and before the sitemap is made.
 */
@Injectable()
export class FixedPageStamps implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sitemap');
  /** the site version last stamped by this process */
  private stamped?: string;
  private running?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly site: SiteService,
    private readonly siteVersion: SiteVersion,
    private readonly meta: MetaChanges,
    private readonly publicPages: PublicPagesSitemap,
  ) {}

  onModuleInit(): void {
    this.publicPages.stampedBy(this);
    this.meta.follow(VERSION_KEYS.site, () => this.soon());
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** When what each page shows last changed, by path, stamped up to the current site version. */
  async lastmods(paths: readonly string[]): Promise<Map<string, Date>> {
    await this.stamp();
    const rows: { key: string; updated_at: Date }[] = await this.dataSource.query(`SELECT key, updated_at FROM app_meta WHERE key = ANY($1)`, [
      paths.map(stampKey),
    ]);
    return new Map(rows.map((row) => [row.key.slice(stampKey('').length), new Date(row.updated_at)]));
  }

  private soon(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.stamp().catch((error: Error) => this.logger.warn(`Could not note which pages changed: ${error.message}`));
    }, SETTLE_MS).unref();
  }

  /** One stamping at a time; a request made during one runs once more after it. */
  private stamp(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      do {
        this.again = false;
        await this.stampCurrent();
      } while (this.again && !this.closed);
    })().finally(() => (this.running = undefined));
    this.running = run;
    return run;
  }

  private async stampCurrent(): Promise<void> {
    const [snapshot, changedAt] = await Promise.all([this.site.current(), this.siteVersion.changedAt()]);
    if (snapshot.version === this.stamped) return;
    const paths = Object.keys(FIXED_PAGE_CONTENT);
    // A digest that is already there keeps its time; only a page whose digest differs takes the version's.
    await this.dataSource.query(
      `INSERT INTO app_meta (key, value, updated_at) SELECT key, value, $3 FROM unnest($1::text[], $2::text[]) AS given(key, value)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at WHERE app_meta.value <> EXCLUDED.value`,
      [paths.map(stampKey), paths.map((path) => pageFingerprint(snapshot.data, path)), changedAt ?? new Date()],
    );
    this.stamped = snapshot.version;
  }
}
