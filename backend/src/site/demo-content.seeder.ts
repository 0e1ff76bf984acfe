import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SETTINGS, type Settings } from '../config/settings.js';
import { ContentService } from '../content/content.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { DEMO_CONTENT, DEMO_PACKAGES } from './demo-content.js';

/** Fills empty sections with demo content on start; sections that hold anything are left alone. */
@Injectable()
export class DemoContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoContent');

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly content: ContentService,
    private readonly pricing: PricingService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const packages = await this.pricing.seedPackages(DEMO_PACKAGES);
    const records = this.settings.demoContent ? await this.content.seedEmptySections(DEMO_CONTENT) : 0;
    if (packages + records > 0) this.logger.log(`Seeded ${packages} pricing packages and ${records} demo content records`);
  }
}
