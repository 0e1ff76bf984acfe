import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditsModule } from '../audits/audits.module.js';
import { MediaModule } from '../media/media.module.js';
import { Deliverable, DeliverableDownload } from './deliverable.entity.js';
import { DeliverablesController } from './deliverables.controller.js';
import { DeliverablesService } from './deliverables.service.js';
import { OfferPortal, Project, ProjectReport } from './project.entity.js';
import { PortalExport } from './portal-export.js';
import { ProjectMessage } from './project-message.entity.js';
import { ProjectMessagesController } from './project-messages.controller.js';
import { ProjectMessagesService } from './project-messages.service.js';
import { ProjectReportsController } from './project-reports.controller.js';
import { ProjectReportsService } from './project-reports.service.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsService } from './projects.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Project, OfferPortal, Deliverable, DeliverableDownload, ProjectMessage, ProjectReport]), MediaModule, AuditsModule],
  controllers: [ProjectsController, DeliverablesController, ProjectMessagesController, ProjectReportsController],
  providers: [ProjectsService, DeliverablesService, ProjectMessagesService, ProjectReportsService, PortalExport],
  exports: [ProjectsService, DeliverablesService, PortalExport],
})
export class ProjectsModule {}
