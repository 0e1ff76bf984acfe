import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AuditRun } from './audit-run.entity.js';
import { AuditReportsController, AuditsController } from './audits.controller.js';
import { AuditPdfService } from './audit-pdf.service.js';
import { AuditPool } from './audit-pool.js';
import { AuditsService } from './audits.service.js';

/** Site audits: the crawl, the checks, the runs and their job; the visitor's free analysis and its report; the Admins' audits. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditRun]), MessagesModule, RateLimitModule, ContentModule, MediaModule],
  controllers: [AuditReportsController, AuditsController],
  providers: [AuditsService, AuditPdfService, AuditPool],
  exports: [AuditsService, AuditPdfService],
})
export class AuditsModule {}
