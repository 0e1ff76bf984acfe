import { Module } from '@nestjs/common';
import { CaseStudiesReadingService } from './case-studies-reading.service.js';
import { CaseStudiesController } from './case-studies.controller.js';
import { CASE_STUDIES } from './case-studies.document.js';
import { CaseStudiesService } from './case-studies.service.js';

@Module(
  CASE_STUDIES.module({
    controllers: [CaseStudiesController],
    providers: [CaseStudiesService, CaseStudiesReadingService],
    exports: [CaseStudiesReadingService],
  }),
)
export class CaseStudiesModule {}
