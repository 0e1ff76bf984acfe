import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaUseRegistry } from '../documents/media-uses.js';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { SitePage } from './site-page.entity.js';
import { SitePagesController } from './site-pages.controller.js';
import { SitePagesReadingService } from './site-pages-reading.service.js';
import { SitePagesService } from './site-pages.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SitePage]), ContentModule, MediaModule, RedirectsModule, SeoModule],
  controllers: [SitePagesController],
  providers: [SitePagesService, SitePagesReadingService],
  exports: [SitePagesService, SitePagesReadingService],
})
export class SitePagesModule implements OnModuleInit {
  constructor(private readonly mediaUses: MediaUseRegistry) {}

  onModuleInit(): void {
    this.mediaUses.register({
      section: 'sitePages',
      sectionTitle: 'Pages',
      entity: SitePage,
      label: 'title',
      fields: [
        { field: 'body', label: 'Body', richText: true },
        { field: 'socialImage', label: 'Social image' },
      ],
      orderBy: ['title'],
      order: 10,
    });
  }
}
