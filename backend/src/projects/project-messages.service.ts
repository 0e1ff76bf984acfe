import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import { Changes } from '../changes/changes.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import { Project } from './project.entity.js';
import { ProjectMessage } from './project-message.entity.js';
import { ProjectsService } from './projects.service.js';
import type { ProjectMessageInput, ProjectMessageRecord, ProjectThread } from './project-messages.dto.js';

const PREVIEW = 80;

const record = (message: ProjectMessage): ProjectMessageRecord => ({
  _id: message.id,
  fromAgency: message.fromAgency,
  author: message.author,
  body: message.body,
  createdAt: message.createdAt,
});

/** A short preview for a mail: the start of the message on one line, never all of it. */
export const preview = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1)}…` : line;
};

/**
 * One thread per project between its client and the agency: each side is mailed a link and a
 * short preview of what the other wrote, and counts what it has not read.
 */
@Injectable()
export class ProjectMessagesService {
  private readonly logger = new Logger('ProjectMessages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly projects: ProjectsService,
  ) {}

  async thread(viewer: Viewer, projectId: string): Promise<ProjectThread> {
    const { project, admin } = await this.projects.visible(viewer, projectId);
    const items = await this.dataSource.getRepository(ProjectMessage).find({ where: { projectId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return { items: items.map(record), unread: viewer.apiKey ? 0 : unreadOf(items, project, admin) };
  }

  /** The reader has read the thread up to now (an API key reads for nobody). */
  async markRead(viewer: Viewer, projectId: string): Promise<ProjectThread> {
    const { admin } = await this.projects.visible(viewer, projectId);
    if (!viewer.apiKey)
      await this.dataSource.getRepository(Project).update({ id: projectId }, admin ? { agencyReadAt: () => 'now()' } : { clientReadAt: () => 'now()' });
    return this.thread(viewer, projectId);
  }

  async post(viewer: Viewer, projectId: string, input: ProjectMessageInput): Promise<ProjectMessageRecord> {
    const { project, admin, customerEmail } = await this.projects.visible(viewer, projectId);
    if (viewer.apiKey) throw new BadRequestException('An API key does not write in a client’s thread');
    const saved = await this.changes.run({}, async (change) => {
      const message = await change.manager.getRepository(ProjectMessage).save({ projectId, fromAgency: admin, author: viewer.email, body: input.body });
      // Writing is reading: the writer has read everything up to their own message.
      await change.manager.getRepository(Project).update({ id: projectId }, admin ? { agencyReadAt: () => 'now()' } : { clientReadAt: () => 'now()' });
      return message;
    });
    const short = preview(input.body);
    const sent = admin
      ? this.mail.send({
          to: customerEmail,
          kind: 'projectMessage',
          data: { packageName: project.packageName, preview: short, projectUrl: this.projects.projectUrl(projectId) },
        })
      : this.mail.toAdmins({
          kind: 'projectMessageAdmin',
          data: { customerEmail, packageName: project.packageName, preview: short, projectUrl: `${this.settings.publicUrl}/client-projects/${projectId}` },
        });
    await sent.catch((error: Error) => this.logger.warn(`Could not mail a message of project ${projectId}: ${error.message}`));
    return record(saved);
  }
}

function unreadOf(items: ProjectMessage[], project: Project, admin: boolean): number {
  const readAt = admin ? project.agencyReadAt : project.clientReadAt;
  return items.filter((message) => message.fromAgency !== admin && (!readAt || message.createdAt > readAt)).length;
}
