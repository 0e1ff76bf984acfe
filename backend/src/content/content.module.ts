import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrandService } from './brand.service.js';
import { ContentRecord } from './content-record.entity.js';
import { ContentRevision } from './content-revision.entity.js';
import { SectionState } from './section-state.entity.js';
import { ContentService } from './content.service.js';
import { buildSectionDtos } from './dto/section-dtos.js';
import { createSectionController } from './section-controller.factory.js';
import { SECTIONS } from './sections.js';
import { SiteVersion } from './site-version.service.js';
import { SectionsController } from './sections.controller.js';

export const SECTION_DTOS = new Map(SECTIONS.map((section) => [section.key, buildSectionDtos(section)]));

@Module({
  imports: [TypeOrmModule.forFeature([ContentRecord, ContentRevision, SectionState])],
  controllers: [SectionsController, ...SECTIONS.map((section) => createSectionController(section, SECTION_DTOS.get(section.key)!))],
  providers: [ContentService, SiteVersion, BrandService],
  exports: [ContentService, SiteVersion, BrandService],
})
export class ContentModule {}
