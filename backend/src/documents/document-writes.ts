import { ConflictException, NotFoundException } from '@nestjs/common';
import type { DataSource, DeepPartial, EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { changedFields, type Actor, type AuditNote, type AuditService } from '../audit/audit.service.js';
import type { Change } from '../changes/changes.service.js';
import type { RedirectsService } from '../redirects/redirects.service.js';
import { recordContentChange } from '../webhooks/content-change.js';
import type { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { documentPath, type DocumentFields, type DocumentRow, type PublishedDocumentDeclaration } from './document-kind.js';
import { keepRevision, restoredInput, revisionsOf, type DocumentRevision, type RevisionSummary, type RevisionTable } from './document-revisions.js';
import type { PublicationSchedule } from './publication-schedule.js';
import {
  isScheduled,
  lockedForWrite,
  publicationNote,
  publishedAtFor,
  slugFrom,
  slugHolder,
  slugRace,
  type Publication,
  type PublicationStatus,
} from './published-document.js';

/** The stored fields the audit log compares (both read back from the database, so jsonb compares as stored). */
const comparable = (document: DocumentRow) => {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = document;
  return { ...fields, publishedAt: document.publishedAt?.toISOString() ?? null };
};

/** The audit log's action for a save that changed the publication. */
const statusAction = (document: Publication) => (document.status === 'draft' ? 'unpublish' : isScheduled(document) ? 'schedule' : 'publish');

/**
 * A published document type's one write path. The type's service keeps its own rules (which
 * fields, how they are checked and cleaned) and hands the kit the stored fields; the kit does the
 * rest the same way for every type: inside `run` (Changes.run under the type's lock, moving the
 * site version and the schedule's mark), the slug race, the If-Match lock, the version, the
 * redirect of a moved address, the revision and the audit entry with its content.changed event.
 * define-published-document.ts makes one injectable per type.
 */
export class DocumentWrites<T extends DocumentRow> {
  constructor(
    readonly declaration: PublishedDocumentDeclaration<T>,
    private readonly dataSource: DataSource,
    private readonly schedule: PublicationSchedule,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
    private readonly redirects: RedirectsService,
    private readonly revisionTable?: RevisionTable & { entity: new () => DocumentRevision },
  ) {}

  private get texts() {
    return this.declaration.texts;
  }

  private repository(manager: EntityManager = this.dataSource.manager): Repository<T> {
    return manager.getRepository(this.declaration.entity);
  }

  /** Every write of this type: under its lock, in one transaction that moves the site version and the schedule's mark. */
  run<R>(work: (manager: EntityManager, change: Change) => Promise<R>): Promise<R> {
    return this.schedule.run(work);
  }

  /** The write's audit entry and its content.changed webhook event, in the write's transaction. */
  record(manager: EntityManager, actor: Actor | undefined, note: Omit<AuditNote, 'kind'>): Promise<void> {
    return recordContentChange(this.audit, this.webhooks, manager, actor, { kind: this.declaration.auditKind, ...note }, this.declaration.section);
  }

  private subjectOf(document: Pick<T, 'title' | 'slug'>): string {
    return `${this.declaration.noun}: ${document.title} (${documentPath(this.declaration, document.slug)})`;
  }

  /** Every document of the type, the last saved first. */
  list(): Promise<T[]> {
    return this.repository().find({ order: { updatedAt: 'DESC', id: 'DESC' } as never });
  }

  async get(id: string): Promise<T> {
    const document = await this.repository().findOneBy({ id } as FindOptionsWhere<T>);
    if (!document) throw new NotFoundException(this.texts.notFound(id));
    return document;
  }

  /** The document locked for the rest of the write, or a 404; with the version its editor loaded, a 409 when someone saved it since. */
  locked(manager: EntityManager, id: string, expectedVersion?: number): Promise<T> {
    return lockedForWrite(manager, this.declaration.entity, id, this.texts, expectedVersion);
  }

  /** The slug a save stores: the one given, else the stored one, else made from the title; refused when reserved or another's. */
  async slugFor(manager: EntityManager, given: string | undefined, title: string, existing: T | undefined): Promise<string> {
    const { maxLength, fallback, reserved = [] } = this.declaration.slug;
    const slug = given || existing?.slug || slugFrom(title, maxLength, fallback);
    if (reserved.includes(slug)) throw new ConflictException(this.texts.slugReserved(slug));
    const other = await slugHolder(manager, this.declaration.entity, slug, existing?.id);
    if (other) throw new ConflictException(this.texts.slugTaken(slug, other.title));
    return slug;
  }

  /** The publication a save stores: the status given (else the stored one, else a draft) and its publish time. */
  publication(status: PublicationStatus | undefined, publishedAt: string | null | undefined, existing: T | undefined): Publication {
    const stored = status ?? existing?.status ?? 'draft';
    return { status: stored, publishedAt: publishedAtFor(stored, publishedAt, existing?.publishedAt) };
  }

  /** A new document of checked fields, with its audit entry and first revision; as stored. */
  async create(manager: EntityManager, actor: Actor, fields: DocumentFields<T>): Promise<T> {
    const repository = this.repository(manager);
    const saved = await slugRace(this.texts.slugRace(fields.slug), () =>
      repository.save(repository.create(fields as unknown as DeepPartial<T>), { reload: true }),
    );
    await this.record(manager, actor, { action: 'create', subject: this.subjectOf(saved), subjectId: saved.id, detail: publicationNote(saved) });
    const stored = await repository.findOneByOrFail({ id: saved.id } as FindOptionsWhere<T>);
    await this.keepRevision(manager, stored, actor);
    return stored;
  }

  /**
   * A save of a locked document: its slug moved (and the old address redirected when asked), the
   * version raised when something changed, its audit entry (`note`: a restore's) and revision; as stored.
   */
  async save(
    manager: EntityManager,
    change: Change,
    existing: T,
    fields: DocumentFields<T>,
    actor: Actor,
    options: { redirect: boolean; note?: string },
  ): Promise<T> {
    const id = existing.id;
    const where = { id } as FindOptionsWhere<T>;
    const repository = this.repository(manager);
    if (fields.slug !== existing.slug) {
      await this.redirects.moved(change, documentPath(this.declaration, existing.slug), documentPath(this.declaration, fields.slug), actor, {
        redirect: options.redirect,
        note: this.texts.redirectNote(fields.title),
      });
    }
    await slugRace(this.texts.slugRace(fields.slug), () => repository.save({ ...existing, ...fields }));
    const saved = await repository.findOneByOrFail(where);
    const changed = changedFields(comparable(existing), comparable(saved));
    if (changed.length > 0) await repository.update(where, { version: existing.version + 1 } as unknown as QueryDeepPartialEntity<T>);
    const action = options.note
      ? 'restore'
      : existing.status === saved.status && existing.publishedAt?.getTime() === saved.publishedAt?.getTime()
        ? 'update'
        : statusAction(saved);
    const detail = [options.note, changed.join(', ')].filter(Boolean).join(': ') || null;
    await this.record(manager, actor, { action, subject: this.subjectOf(saved), subjectId: id, detail });
    const stored = await repository.findOneByOrFail(where);
    if (changed.length > 0) await this.keepRevision(manager, stored, actor);
    return stored;
  }

  /** Deletes a document for good, with its revisions; its address answers the not-found page. */
  remove(id: string, actor: Actor): Promise<{ message: string }> {
    return this.run(async (manager) => {
      const existing = await this.locked(manager, id);
      await this.repository(manager).delete({ id } as FindOptionsWhere<T>);
      if (this.revisionTable) await manager.getRepository(this.revisionTable.entity).delete({ documentId: id });
      await this.record(manager, actor, { action: 'delete', subject: this.subjectOf(existing), subjectId: id });
      return { message: this.texts.deleted(existing.title) };
    });
  }

  private async keepRevision(manager: EntityManager, document: T, actor: Actor | undefined): Promise<void> {
    if (this.revisionTable) await keepRevision(manager, this.revisionTable, this.declaration.revisions!.fields, document, actor);
  }

  private revisionEntity(): new () => DocumentRevision {
    if (!this.revisionTable) throw new Error(`${this.declaration.name} keeps no revisions`);
    return this.revisionTable.entity;
  }

  /** A document's revisions, newest first; a 404 for an unknown document. */
  async revisions(id: string): Promise<RevisionSummary[]> {
    if (!(await this.repository().existsBy({ id } as FindOptionsWhere<T>))) throw new NotFoundException(this.texts.notFound(id));
    return revisionsOf(this.dataSource.manager, this.revisionEntity(), id);
  }

  /** One revision of a document, or a 404. */
  async revision(id: string, revisionId: string): Promise<DocumentRevision> {
    const revision = /^\d{1,18}$/.test(revisionId)
      ? await this.dataSource.getRepository(this.revisionEntity()).findOneBy({ id: revisionId, documentId: id })
      : null;
    if (!revision) throw new NotFoundException(this.texts.noRevision(revisionId));
    return revision;
  }

  /** The input that brings a revision back (checked like any save), keeping the document's address and publication. */
  restoredInput<Input>(revision: DocumentRevision, current: T): Input {
    return restoredInput<Input>(revision, current);
  }
}
