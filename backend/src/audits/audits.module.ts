import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditRun } from './audit-run.entity.js';
import { AuditsService } from './audits.service.js';

/** Site audits: the crawl, the checks, the runs and their job. No routes yet: the public request and the report come next. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditRun])],
  providers: [AuditsService],
  exports: [AuditsService],
})
export class AuditsModule {}
