import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SETTINGS, type Settings } from '../config/settings.js';
import { ContentService } from '../content/content.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { DEMO_PAGES } from '../site-pages/demo-pages.js';
import { SitePagesService } from '../site-pages/site-pages.service.js';
import { DEMO_CONTENT, DEMO_PACKAGES } from './demo-content.js';

/** Fills empty sections with demo content on start (and the legal pages as drafts, once); sections that hold anything are left alone. */
@Injectable()
export class DemoContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoContent');

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly content: ContentService,
    private readonly pricing: PricingService,
    private readonly pages: SitePagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const packages = await this.pricing.seedPackages(DEMO_PACKAGES);
    const records = this.settings.demoContent ? await this.content.seedEmptySections(DEMO_CONTENT) : 0;
    // The legal pages are drafts with a skeleton to complete: nothing a visitor sees until published.
    const pages = this.settings.demoContent ? await this.pages.seedDemoPages(DEMO_PAGES) : 0;
    if (packages + records + pages > 0) this.logger.log(`Seeded ${packages} pricing packages, ${records} demo content records and ${pages} draft pages`);
  }
}
