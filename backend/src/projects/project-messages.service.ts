import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import { apiShape } from '../common/api-shape.js';
import { Changes } from '../changes/changes.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import type { UploadedFile } from '../media/multipart.js';
import { Deliverable } from './deliverable.entity.js';
import { deliverableRecord } from './deliverables.dto.js';
import { DeliverablesService } from './deliverables.service.js';
import { Project } from './project.entity.js';
import { ProjectMessage } from './project-message.entity.js';
import { ProjectsService } from './projects.service.js';
import type { MessageAttachment, ProjectMessageInput, ProjectMessageRecord, ProjectThread } from './project-messages.dto.js';

const PREVIEW = 80;

const BODY_TEXT = 'body: write a message of 1 to 4000 characters';

const record = (message: ProjectMessage, files: Deliverable[] = []): ProjectMessageRecord => ({
  _id: message.id,
  fromAgency: message.fromAgency,
  author: message.author,
  body: message.body,
  attachments: files
    .filter((file) => file.messageId === message.id)
    .map((file): MessageAttachment => ({ _id: file.id, fileName: file.fileName!, size: file.size!, downloadUrl: `/api/deliverable/${file.id}/file` })),
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
    private readonly deliverables: DeliverablesService,
  ) {}

  async thread(viewer: Viewer, projectId: string): Promise<ProjectThread> {
    const { project, admin } = await this.projects.visible(viewer, projectId);
    const items = await this.dataSource.getRepository(ProjectMessage).find({ where: { projectId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const files = await this.dataSource
      .getRepository(Deliverable)
      .createQueryBuilder('d')
      .where('d.projectId = :projectId AND d.messageId IS NOT NULL', { projectId })
      .orderBy('d.createdAt', 'ASC')
      .getMany();
    return { items: items.map((message) => record(message, files)), unread: viewer.apiKey ? 0 : unreadOf(items, project, admin) };
  }

  /** The reader has read the thread up to now (an API key reads for nobody). */
  async markRead(viewer: Viewer, projectId: string): Promise<ProjectThread> {
    const { admin } = await this.projects.visible(viewer, projectId);
    if (!viewer.apiKey)
      await this.dataSource.getRepository(Project).update({ id: projectId }, admin ? { agencyReadAt: () => 'now()' } : { clientReadAt: () => 'now()' });
    return this.thread(viewer, projectId);
  }

  async post(viewer: Viewer, projectId: string, input: ProjectMessageInput): Promise<ProjectMessageRecord> {
    return this.write(viewer, projectId, input.body);
  }

  /**
   * A message with a file: the file (checked by its bytes, as a deliverable is) becomes a private
   * deliverable of the project, stored in the message's change, listed with the message and among
   * the deliverables. Either side attaches; nothing is stored when the message or the file is refused.
   */
  async postWithFile(viewer: Viewer, projectId: string, file: UploadedFile, body: string | undefined): Promise<ProjectMessageRecord> {
    await this.projects.visible(viewer, projectId);
    if (viewer.apiKey) throw new BadRequestException('An API key does not write in a client’s thread');
    const text = (body ?? '').trim();
    if (text.length > 4000) throw new BadRequestException(BODY_TEXT);
    const keep = await this.deliverables.attachment(file);
    return this.write(viewer, projectId, text, keep);
  }

  private async write(
    viewer: Viewer,
    projectId: string,
    body: string,
    keep?: Awaited<ReturnType<DeliverablesService['attachment']>>,
  ): Promise<ProjectMessageRecord> {
    const { project, admin, customerEmail } = await this.projects.visible(viewer, projectId);
    if (viewer.apiKey) throw new BadRequestException('An API key does not write in a client’s thread');
    const { saved, files } = await this.changes.run({}, async (change) => {
      const messages = change.manager.getRepository(ProjectMessage);
      const message = await messages.save({ projectId, fromAgency: admin, author: viewer.email, body: body || 'Attached file' });
      const attached = keep ? [await keep(change.manager, projectId, message.id)] : [];
      if (attached.length > 0 && !body) await messages.update({ id: message.id }, { body: attached[0].fileName! });
      // Writing is reading: the writer has read everything up to their own message.
      await change.manager.getRepository(Project).update({ id: projectId }, admin ? { agencyReadAt: () => 'now()' } : { clientReadAt: () => 'now()' });
      for (const file of attached) {
        await change.record(
          { id: viewer.id, email: viewer.email },
          {
            kind: 'project',
            action: 'message-attachment',
            subject: `Deliverable of project ${projectId}`,
            subjectId: file.id,
            detail: `file ${file.fileName} (${file.size} bytes)`,
          },
        );
        // An attachment is a deliverable like any other: integrations hear of it the same way.
        const stored = await change.manager.getRepository(Deliverable).findOneByOrFail({ id: file.id });
        await change.emit('project.deliverable_added', { deliverable: apiShape(deliverableRecord(stored)) });
      }
      return { saved: await messages.findOneByOrFail({ id: message.id }), files: attached };
    });
    const short = preview(saved.body);
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
    return record(saved, files);
  }
}

function unreadOf(items: ProjectMessage[], project: Project, admin: boolean): number {
  const readAt = admin ? project.agencyReadAt : project.clientReadAt;
  return items.filter((message) => message.fromAgency !== admin && (!readAt || message.createdAt > readAt)).length;
}
