import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module.js';
import { Deliverable, DeliverableDownload } from './deliverable.entity.js';
import { DeliverablesController } from './deliverables.controller.js';
import { DeliverablesService } from './deliverables.service.js';
import { OfferPortal, Project } from './project.entity.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsService } from './projects.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Project, OfferPortal, Deliverable, DeliverableDownload]), MediaModule],
  controllers: [ProjectsController, DeliverablesController],
  providers: [ProjectsService, DeliverablesService],
  exports: [ProjectsService, DeliverablesService],
})
export class ProjectsModule {}
