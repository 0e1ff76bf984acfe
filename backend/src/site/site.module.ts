import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { MenusModule } from '../menus/menus.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { SitePagesModule } from '../site-pages/site-pages.module.js';
import { DemoContentSeeder } from './demo-content.seeder.js';
import { FixedPageStamps } from './fixed-page-stamps.js';
import { SiteAnswers } from './site-answers.js';
import { SiteController } from './site.controller.js';
import { SiteService } from './site.service.js';

@Module({
  imports: [ContentModule, PricingModule, MediaModule, SeoModule, SitePagesModule, MenusModule],
  controllers: [SiteController],
  providers: [SiteService, SiteAnswers, DemoContentSeeder, FixedPageStamps],
  exports: [SiteService, SiteAnswers],
})
export class SiteModule {}
