import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaUseRegistry } from '../documents/media-uses.js';
import { CaseStudiesModule } from '../case-studies/case-studies.module.js';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { HomeLayoutController } from './home-layout.controller.js';
import { HomeLayoutService } from './home-layout.service.js';
import { HomeSection } from './home-section.entity.js';
import { SitePage } from './site-page.entity.js';
import { SitePagesController } from './site-pages.controller.js';
import { SitePagesReadingService } from './site-pages-reading.service.js';
import { SitePagesService } from './site-pages.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SitePage, HomeSection]), ContentModule, MediaModule, RedirectsModule, SeoModule, CaseStudiesModule],
  controllers: [SitePagesController, HomeLayoutController],
  providers: [SitePagesService, SitePagesReadingService, HomeLayoutService],
  exports: [SitePagesService, SitePagesReadingService, HomeLayoutService],
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
        // The images of every block: its records' image fields and its rich text's image nodes.
        { field: 'blocks', label: 'Blocks', anyString: true },
        { field: 'socialImage', label: 'Social image' },
      ],
      orderBy: ['title'],
      order: 10,
      editor: '/site-pages/$id',
    });
  }
}
