import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerAuditKind } from '../audit/audit-kinds.js';
import { ContentModule } from '../content/content.module.js';
import { MediaUseRegistry } from '../documents/media-uses.js';
import { MediaModule } from '../media/media.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { CaseStudiesReadingService } from './case-studies-reading.service.js';
import { CaseStudiesController } from './case-studies.controller.js';
import { CaseStudiesService } from './case-studies.service.js';
import { CaseStudySchedule } from './case-study-schedule.js';
import { CaseStudyRevision } from './case-study-revision.entity.js';
import { CaseStudy } from './case-study.entity.js';

// The case studies' audit kind: its name for the compiler (and the API's enum), its label for the audit page.
declare module '../audit/audit-kinds.js' {
  interface AuditKinds {
    'case-study': string;
  }
}
registerAuditKind('case-study', 'Case studies');

@Module({
  imports: [TypeOrmModule.forFeature([CaseStudy, CaseStudyRevision]), ContentModule, MediaModule, RedirectsModule, SeoModule],
  controllers: [CaseStudiesController],
  providers: [CaseStudySchedule, CaseStudiesService, CaseStudiesReadingService],
  exports: [CaseStudiesReadingService],
})
export class CaseStudiesModule implements OnModuleInit {
  constructor(private readonly mediaUses: MediaUseRegistry) {}

  onModuleInit(): void {
    this.mediaUses.register({
      section: 'caseStudies',
      sectionTitle: 'Case studies',
      entity: CaseStudy,
      label: 'title',
      fields: [
        { field: 'coverImage', label: 'Cover image' },
        { field: 'gallery', label: 'Gallery', imageList: true },
        { field: 'challenge', label: 'Challenge', richText: true },
        { field: 'approach', label: 'What was done', richText: true },
        { field: 'socialImage', label: 'Social image' },
      ],
      orderBy: ['title'],
      order: 25,
      editor: '/case-study-admin/$id',
    });
  }
}
