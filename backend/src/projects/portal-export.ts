import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import { DeliverableRecord } from './deliverables.dto.js';
import { DeliverablesService } from './deliverables.service.js';
import { Project } from './project.entity.js';
import { ProjectMessageRecord } from './project-messages.dto.js';
import { ProjectMessagesService } from './project-messages.service.js';
import { ProjectReportRecord } from './project-reports.dto.js';
import { ProjectReportsService } from './project-reports.service.js';
import { ProjectRecord } from './projects.dto.js';
import { ProjectsService } from './projects.service.js';

/** One project of the account as its data export holds it: the project, its thread, deliverables (with approvals) and site reports. */
export class ExportedProject extends ProjectRecord {
  @ApiProperty({ type: [ProjectMessageRecord] }) messages: ProjectMessageRecord[];
  /** metadata only: the files themselves are downloaded from the portal */
  @ApiProperty({ type: [DeliverableRecord] }) deliverables: DeliverableRecord[];
  @ApiProperty({ type: [ProjectReportRecord] }) reports: ProjectReportRecord[];
}

/** The client portal's part of an account's data export: everything the account's client sees of its projects. */
@Injectable()
export class PortalExport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projects: ProjectsService,
    private readonly deliverables: DeliverablesService,
    private readonly messages: ProjectMessagesService,
    private readonly reports: ProjectReportsService,
  ) {}

  async of(viewer: Viewer): Promise<ExportedProject[]> {
    const own = await this.dataSource.getRepository(Project).find({ where: { accountId: viewer.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const out: ExportedProject[] = [];
    for (const { id } of own) {
      const { unreadMessages: _unread, ...project } = await this.projects.getVisible(viewer, id);
      out.push({
        ...project,
        messages: (await this.messages.thread(viewer, id)).items,
        deliverables: await this.deliverables.list(viewer, id),
        reports: await this.reports.list(viewer, id),
      });
    }
    return out;
  }
}
