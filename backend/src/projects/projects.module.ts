import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module.js';
import { Deliverable, DeliverableDownload } from './deliverable.entity.js';
import { DeliverablesController } from './deliverables.controller.js';
import { DeliverablesService } from './deliverables.service.js';
import { OfferPortal, Project } from './project.entity.js';
import { ProjectMessage } from './project-message.entity.js';
import { ProjectMessagesController } from './project-messages.controller.js';
import { ProjectMessagesService } from './project-messages.service.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsService } from './projects.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Project, OfferPortal, Deliverable, DeliverableDownload, ProjectMessage]), MediaModule],
  controllers: [ProjectsController, DeliverablesController, ProjectMessagesController],
  providers: [ProjectsService, DeliverablesService, ProjectMessagesService],
  exports: [ProjectsService, DeliverablesService],
})
export class ProjectsModule {}
