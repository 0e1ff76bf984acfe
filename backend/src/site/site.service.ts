import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { ContentService } from '../content/content.service.js';
import { SiteVersion } from '../content/site-version.service.js';
import { MediaService } from '../media/media.service.js';
import { MenusService } from '../menus/menus.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { PageSeoService } from '../seo/page-seo.service.js';
import { SeoSettings } from '../seo/seo.module.js';
import { cookieMode, DEFAULT_PRIVACY_PAGE } from '../seo/site-tools.js';
import { HomeLayoutService } from '../site-pages/home-layout.service.js';
import { SitePagesReadingService } from '../site-pages/site-pages-reading.service.js';

export interface SiteSnapshot {
  version: string;
  data: Record<string, unknown>;
  /** the JSON answer, serialised once per version */
  body: Buffer;
  etag: string;
  /** the answer compressed, once per version, a moment after the snapshot is made (until then it goes as it is) */
  gzip?: Buffer;
  br?: Buffer;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Both forms at their best: once per site version, off the thread, so no reader waits for them. */
async function compress(snapshot: SiteSnapshot): Promise<void> {
  const { body } = snapshot;
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  snapshot.gzip = gzipped;
  snapshot.br = brotlied;
}

/**
 * The whole public site as one snapshot, rebuilt only when the site version in the
 * database has moved (any instance's write moves it).
 */
@Injectable()
export class SiteService {
  private snapshot?: SiteSnapshot;
  private building?: Promise<SiteSnapshot>;

  constructor(
    private readonly content: ContentService,
    private readonly pricing: PricingService,
    private readonly siteVersion: SiteVersion,
    private readonly media: MediaService,
    private readonly pageSeo: PageSeoService,
    private readonly pages: SitePagesReadingService,
    private readonly menus: MenusService,
    private readonly home: HomeLayoutService,
    private readonly seo: SeoSettings,
  ) {}

  /** The current snapshot when that is known without asking the database (SiteVersion.known), else undefined. */
  currentIfKnown(): SiteSnapshot | undefined {
    const version = this.siteVersion.known();
    return version !== undefined && this.snapshot?.version === version ? this.snapshot : undefined;
  }

  async current(): Promise<SiteSnapshot> {
    const version = await this.siteVersion.current();
    if (this.snapshot?.version === version) return this.snapshot;
    this.building ??= this.build(version).finally(() => (this.building = undefined));
    const built = await this.building;
    return built.version === version ? built : this.build(version);
  }

  /**
   * Where the consent banner's privacy link goes: the Fixed texts' address (the usual slug until
   * one is set), when it is an outside address or a published page of the site; otherwise no link,
   * as a banner should not send a visitor to a missing page.
   */
  private async privacyPage(sections: Record<string, unknown>): Promise<string | undefined> {
    const texts = (sections.siteTexts as { privacyPage?: string }[] | undefined)?.[0];
    const address = texts?.privacyPage || DEFAULT_PRIVACY_PAGE;
    if (/^https?:\/\//i.test(address)) return address;
    if (!address.startsWith('/')) return undefined;
    return (await this.pages.resolve(address.replace(/\/$/, ''))) ? address : undefined;
  }

  private async build(version: string): Promise<SiteSnapshot> {
    const [sections, pricings, pageSeo, navPages, menus, homeOrder, seo] = await Promise.all([
      this.content.listPublic(),
      this.pricing.list(),
      this.pageSeo.forSite(),
      this.pages.navPages(),
      this.menus.forSite(),
      this.home.publicOrder(),
      this.seo.current(),
    ]);
    const cookies = { mode: cookieMode(seo), privacyPage: await this.privacyPage(sections) };
    // The library images the shown records name, for the pages' <picture>: one query for all of them.
    const json = JSON.stringify({ ...sections, pricings, pageSeo, navPages, menus, homeOrder, cookies, media: await this.media.siteMedia(sections) });
    const body = Buffer.from(json);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // The pages render the answer itself, as the browser reads it (dates as ISO text), not the
    // entities it was made from: the same state whether a page was rendered here or navigated to.
    const snapshot: SiteSnapshot = { version, data: JSON.parse(json) as Record<string, unknown>, body, etag };
    this.snapshot = snapshot;
    // A failed compression leaves the answer uncompressed, which is still right.
    compress(snapshot).catch(() => undefined);
    return snapshot;
  }
}
