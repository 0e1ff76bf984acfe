import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentService } from '../content/content.service.js';
import { SiteVersion } from '../content/site-version.service.js';
import { MediaService } from '../media/media.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { SitePagesService } from '../site-pages/site-pages.service.js';

interface SiteSnapshot {
  version: string;
  data: Record<string, unknown>;
  /** the JSON answer, serialised once per version */
  body: Buffer;
  etag: string;
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
    private readonly pages: SitePagesService,
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

  private async build(version: string): Promise<SiteSnapshot> {
    const [sections, pricings, navPages] = await Promise.all([this.content.listPublic(), this.pricing.list(), this.pages.navPages()]);
    // The library images the shown records name, for the pages' <picture>: one query for all of them.
    const data = { ...sections, pricings, navPages, media: await this.media.siteMedia(sections) };
    const body = Buffer.from(JSON.stringify(data));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const snapshot = { version, data, body, etag };
    this.snapshot = snapshot;
    return snapshot;
  }
}
