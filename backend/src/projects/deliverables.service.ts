import { randomBytes } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileTypeFromBuffer } from 'file-type';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { apiShape } from '../common/api-shape.js';
import { Changes } from '../changes/changes.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import { MEDIA_STORE, type MediaStore } from '../media/media-store.js';
import type { UploadedFile } from '../media/multipart.js';
import { Deliverable, DeliverableDownload } from './deliverable.entity.js';
import { DELIVERABLE_TEXTS, deliverableRecord, type ApprovalDecisionInput, type DeliverableLinkInput, type DeliverableRecord } from './deliverables.dto.js';
import { ProjectsService } from './projects.service.js';

/** What a deliverable file may be, by its bytes (file-type), never by the name or type the browser claims. */
const ACCEPTED = new Set(['pdf', 'png', 'jpg', 'webp', 'gif', 'xlsx', 'docx', 'pptx', 'zip']);
const TEXT_NAME = /\.(csv|txt)$/i;
const storeKey = (hash: string) => `deliverable/${hash}`;

/** A file name as a label: no folders, no control characters, at most 200 characters. */
function cleanName(name: string, extension: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 180) || 'deliverable';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/**
 * Deliverables of a project: files (the media store's bytes under `deliverable/…`, which no public
 * address serves: only the download route, to the project's customer and the agency) and links;
 * each download is logged; the agency may ask for an approval, which the client gives or answers
 * with the changes wanted.
 */
@Injectable()
export class DeliverablesService {
  private readonly logger = new Logger('Deliverables');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly projects: ProjectsService,
  ) {}

  async list(viewer: Viewer, projectId: string): Promise<DeliverableRecord[]> {
    const { admin } = await this.projects.visible(viewer, projectId);
    const rows = await this.dataSource.getRepository(Deliverable).find({ where: { projectId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (!admin) return rows.map((row) => deliverableRecord(row));
    const downloads = await this.dataSource.getRepository(DeliverableDownload).find({
      where: rows.map((row) => ({ deliverableId: row.id })),
      order: { createdAt: 'DESC' },
    });
    return rows.map((row) =>
      deliverableRecord(
        row,
        downloads
          .filter((entry) => entry.deliverableId === row.id)
          .map((entry) => ({ who: entry.who, byCustomer: entry.byCustomer, createdAt: entry.createdAt })),
      ),
    );
  }

  async upload(projectId: string, file: UploadedFile, title: string | undefined, actor: Actor): Promise<DeliverableRecord> {
    const name = (title ?? '').trim();
    if (!name || name.length > 120) throw new BadRequestException(DELIVERABLE_TEXTS.title);
    const type = await this.typeOf(file);
    const hash = randomBytes(8).toString('hex');
    const blob = { key: storeKey(hash), contentType: 'application/octet-stream', body: file.bytes };
    await this.store.stage(hash, [blob]);
    return this.add(projectId, actor, async (manager) => {
      await this.store.put(hash, [blob], manager);
      return { title: name, kind: 'file', fileHash: hash, fileName: cleanName(file.filename, type.extension), contentType: type.mime, size: file.bytes.length };
    });
  }

  /**
   * A file attached to a message, checked and staged before the message's change: the change calls
   * `keep` with the message's id to store it as the project's deliverable, in its transaction.
   */
  async attachment(file: UploadedFile): Promise<(manager: EntityManager, projectId: string, messageId: string) => Promise<Deliverable>> {
    const type = await this.typeOf(file);
    const hash = randomBytes(8).toString('hex');
    const blob = { key: storeKey(hash), contentType: 'application/octet-stream', body: file.bytes };
    await this.store.stage(hash, [blob]);
    const fileName = cleanName(file.filename, type.extension);
    return async (manager, projectId, messageId) => {
      await this.store.put(hash, [blob], manager);
      return manager.getRepository(Deliverable).save({
        projectId,
        messageId,
        title: fileName.slice(0, 120),
        kind: 'file',
        fileHash: hash,
        fileName,
        contentType: type.mime,
        size: file.bytes.length,
      });
    };
  }

  async addLink(projectId: string, input: DeliverableLinkInput, actor: Actor): Promise<DeliverableRecord> {
    return this.add(projectId, actor, async () => ({ title: input.title, kind: 'link', url: input.url }));
  }

  /** The file, to the project's customer or the agency (anyone else: 404), with the download logged in the same change. */
  async download(viewer: Viewer, id: string): Promise<{ fileName: string; contentType: string; body: Buffer }> {
    const deliverable = await this.dataSource.getRepository(Deliverable).findOneBy({ id });
    if (!deliverable || deliverable.kind !== 'file') throw new NotFoundException(`Deliverable ${id} was not found`);
    const { admin } = await this.projects.visible(viewer, deliverable.projectId);
    const found = await this.store.get(storeKey(deliverable.fileHash!));
    if (!found) throw new NotFoundException(`Deliverable ${id} has no file`);
    await this.dataSource.getRepository(DeliverableDownload).insert({ deliverableId: id, who: viewer.email, byCustomer: !admin });
    return { fileName: deliverable.fileName!, contentType: deliverable.contentType!, body: found.body };
  }

  /** Deletes a deliverable; its file goes from the store at once (a bucket that refuses rolls the delete back). */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.changes.run({}, async (change) => {
      const deliverable = await change.manager.getRepository(Deliverable).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!deliverable) throw new NotFoundException(`Deliverable ${id} was not found`);
      await change.manager.getRepository(Deliverable).delete({ id });
      if (deliverable.fileHash) await this.store.deleteNow(deliverable.fileHash, change.manager);
      await change.record(actor, { kind: 'project', action: 'deliverable-delete', subject: `Deliverable of project ${deliverable.projectId}`, subjectId: id });
    });
  }

  /** The files of an account's projects, deleted now with the account (AccountService.remove's transaction). */
  async eraseFilesOf(manager: EntityManager, accountId: string): Promise<number> {
    const rows: { file_hash: string }[] = await manager.query(
      `SELECT d.file_hash FROM project_deliverable d JOIN project p ON p.id = d.project_id WHERE p.account_id = $1 AND d.file_hash IS NOT NULL`,
      [accountId],
    );
    for (const row of rows) await this.store.deleteNow(row.file_hash, manager);
    return rows.length;
  }

  async requestApproval(id: string, actor: Actor): Promise<DeliverableRecord> {
    const { record, projectId } = await this.changes.run({}, async (change) => {
      const repository = change.manager.getRepository(Deliverable);
      const deliverable = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!deliverable) throw new NotFoundException(`Deliverable ${id} was not found`);
      await repository.update({ id }, { approval: 'requested', approvalComment: null, approvalRequestedAt: () => 'now()', approvalDecidedAt: null });
      await change.record(actor, { kind: 'project', action: 'approval-request', subject: `Deliverable of project ${deliverable.projectId}`, subjectId: id });
      return { record: deliverableRecord(await repository.findOneByOrFail({ id })), projectId: deliverable.projectId };
    });
    await this.mailCustomer(projectId, 'projectApproval');
    return record;
  }

  /** The project's customer approves, or asks for changes with a comment (required then); only while asked. */
  async decide(viewer: Viewer, id: string, input: ApprovalDecisionInput): Promise<DeliverableRecord> {
    const deliverable = await this.dataSource.getRepository(Deliverable).findOneBy({ id });
    if (!deliverable) throw new NotFoundException(`Deliverable ${id} was not found`);
    const { admin, project, customerEmail } = await this.projects.visible(viewer, deliverable.projectId);
    // The decision is the client's: an Admin or a key reads it, never gives it.
    if (admin) throw new NotFoundException(`Deliverable ${id} was not found`);
    const comment = input.comment?.trim() || null;
    if (input.decision === 'changes' && !comment) throw new BadRequestException(DELIVERABLE_TEXTS.commentRequired);
    const record = await this.changes.run({}, async (change) => {
      const repository = change.manager.getRepository(Deliverable);
      const current = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current?.approval) throw new ConflictException(DELIVERABLE_TEXTS.notAsked);
      if (current.approval === 'approved') throw new ConflictException(DELIVERABLE_TEXTS.decided);
      await repository.update({ id }, { approval: input.decision, approvalComment: comment, approvalDecidedAt: () => 'now()' });
      await change.record(
        { id: viewer.id, email: viewer.email },
        {
          kind: 'project',
          action: input.decision === 'approved' ? 'approved' : 'changes-asked',
          subject: `Deliverable of project ${project.id}`,
          subjectId: id,
        },
      );
      return deliverableRecord(await repository.findOneByOrFail({ id }));
    });
    await this.mail.toAdmins({
      kind: 'projectApprovalAdmin',
      data: {
        customerEmail,
        packageName: project.packageName,
        decision: input.decision,
        projectUrl: `${this.settings.publicUrl}/client-projects/${project.id}`,
      },
    });
    return record;
  }

  private async add(projectId: string, actor: Actor, make: (manager: EntityManager) => Promise<Partial<Deliverable>>): Promise<DeliverableRecord> {
    const record = await this.changes.run({}, async (change) => {
      const [project]: { id: string }[] = await change.manager.query(`SELECT id FROM project WHERE id = $1 FOR SHARE`, [projectId]);
      if (!project) throw new NotFoundException(`Project ${projectId} was not found`);
      const values = await make(change.manager);
      const saved = await change.manager.getRepository(Deliverable).save({ ...values, projectId });
      await change.record(actor, {
        kind: 'project',
        action: 'deliverable-add',
        subject: `Deliverable of project ${projectId}`,
        subjectId: saved.id,
        detail: values.kind === 'file' ? `file ${values.fileName} (${values.size} bytes)` : 'link',
      });
      const record = deliverableRecord(await change.manager.getRepository(Deliverable).findOneByOrFail({ id: saved.id }));
      await change.emit('project.deliverable_added', { deliverable: apiShape(record) });
      return record;
    });
    await this.mailCustomer(projectId, 'projectDeliverable');
    return record;
  }

  /** Mails never undo what happened: a failure is logged. */
  private async mailCustomer(projectId: string, kind: 'projectDeliverable' | 'projectApproval'): Promise<void> {
    const [row]: { customer_email: string; package_name: string }[] = await this.dataSource.query(
      `SELECT o.customer_email, p.package_name FROM project p JOIN customer_order o ON o.id = p.order_id WHERE p.id = $1`,
      [projectId],
    );
    if (!row) return;
    await this.mail
      .send({ to: row.customer_email, kind, data: { packageName: row.package_name, projectUrl: this.projects.projectUrl(projectId) } })
      .catch((error: Error) => this.logger.warn(`Could not send a ${kind} mail for project ${projectId}: ${error.message}`));
  }

  private async typeOf(file: UploadedFile): Promise<{ extension: string; mime: string }> {
    const detected = await fileTypeFromBuffer(file.bytes);
    if (detected && ACCEPTED.has(detected.ext)) return { extension: detected.ext, mime: detected.mime };
    // Text has no signature: a .csv or .txt is taken when it is UTF-8 without control bytes.
    if (!detected && TEXT_NAME.test(file.filename) && isUtf8(file.bytes) && !file.bytes.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20))) {
      const extension = file.filename.toLowerCase().endsWith('.csv') ? 'csv' : 'txt';
      return { extension, mime: extension === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8' };
    }
    throw new BadRequestException(DELIVERABLE_TEXTS.fileType);
  }
}
