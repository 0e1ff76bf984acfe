import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Change } from '../changes/changes.service.js';
import { AuditService, changedFields, type Actor, type AuditNote } from '../audit/audit.service.js';
import { isScheduled, lockedForWrite, publicationNote, publishedAtFor, slugFrom, slugHolder, slugRace } from '../documents/published-document.js';
import { mediaIdOf, MediaService } from '../media/media.service.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { cleanRichText, type RichTextDoc } from '../rich-text/rich-text.js';
import { recordContentChange } from '../webhooks/content-change.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { CaseStudiesReadingService } from './case-studies-reading.service.js';
import type { CaseStudyInput, CaseStudyPreview, CaseStudyRecord, CaseStudyRevisionSummary, CaseStudySummary } from './case-studies.dto.js';
import { CaseStudyRevision } from './case-study-revision.entity.js';
import { keepRevision, restoredInput, revisionsOf } from './case-study-revisions.js';
import { CaseStudySchedule } from './case-study-schedule.js';
import { CaseStudy } from './case-study.entity.js';
import { CASE_STUDY_LIMITS, CASE_STUDY_TEXTS as TEXTS, RESERVED_CASE_STUDY_SLUGS } from './texts.js';

type StudyFields = Omit<CaseStudy, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const LOCK_TEXTS = { notFound: TEXTS.notFound, stale: TEXTS.stale };

const summaryOf = (study: CaseStudy): CaseStudySummary => ({
  id: study.id,
  slug: study.slug,
  title: study.title,
  client: study.client,
  industry: study.industry,
  status: study.status,
  scheduled: isScheduled(study),
  publishedAt: study.publishedAt,
  updatedAt: study.updatedAt,
  version: study.version,
});

const recordOf = (study: CaseStudy): CaseStudyRecord => {
  const { id: _id, version: _version, ...fields } = study;
  return { ...fields, ...summaryOf(study) };
};

/** The stored fields the audit log compares (both read back from the database, so jsonb compares as stored). */
const comparable = (study: CaseStudy) => {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = study;
  return { ...fields, publishedAt: study.publishedAt?.toISOString() ?? null };
};

const subjectOf = (study: Pick<CaseStudy, 'title' | 'slug'>) => `Case study: ${study.title} (/case-studies/${study.slug})`;

/**
 * The back office's case studies (what visitors see of them: CaseStudiesReadingService). Every write
 * goes through the schedule's `run` (Changes.run under the case studies' lock, moving the site
 * version and the schedule's mark) with its audit entry and content.changed event.
 */
@Injectable()
export class CaseStudiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedule: CaseStudySchedule,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
    private readonly redirects: RedirectsService,
    private readonly media: MediaService,
    private readonly reading: CaseStudiesReadingService,
  ) {}

  private record(manager: EntityManager, actor: Actor | undefined, note: Omit<AuditNote, 'kind'>): Promise<void> {
    return recordContentChange(this.audit, this.webhooks, manager, actor, { kind: 'case-study', ...note }, 'caseStudies');
  }

  /** Every case study, the last saved first. */
  async list(): Promise<CaseStudySummary[]> {
    const studies = await this.dataSource.getRepository(CaseStudy).find({ order: { updatedAt: 'DESC', id: 'DESC' } });
    return studies.map(summaryOf);
  }

  async get(id: string): Promise<CaseStudyRecord> {
    const study = await this.dataSource.getRepository(CaseStudy).findOneBy({ id });
    if (!study) throw new NotFoundException(TEXTS.notFound(id));
    return recordOf(study);
  }

  async preview(challenge: RichTextDoc, approach: RichTextDoc): Promise<CaseStudyPreview> {
    return this.reading.html(cleanRichText(challenge, 'challenge'), cleanRichText(approach, 'approach'));
  }

  async create(input: CaseStudyInput, actor: Actor): Promise<CaseStudyRecord> {
    await this.checkImages(input);
    return this.schedule.run(async (manager) => {
      const repository = manager.getRepository(CaseStudy);
      if ((await repository.count()) >= CASE_STUDY_LIMITS.maxStudies) throw new BadRequestException(TEXTS.tooMany);
      const fields = await this.checked(manager, input, undefined);
      const saved = await slugRace(TEXTS.slugRace(fields.slug), () => repository.save(repository.create(fields), { reload: true }));
      await this.record(manager, actor, { action: 'create', subject: subjectOf(saved), subjectId: saved.id, detail: publicationNote(saved) });
      const stored = await repository.findOneByOrFail({ id: saved.id });
      await keepRevision(manager, stored, actor);
      return recordOf(stored);
    });
  }

  /**
   * A case study's new state. With the version its editor loaded (If-Match), a save after someone
   * else's is refused. With `redirectOldSlug`, a changed slug also redirects the old address, in
   * the same transaction.
   */
  async update(id: string, input: CaseStudyInput, actor: Actor, expectedVersion?: number): Promise<CaseStudyRecord> {
    await this.checkImages(input);
    return this.schedule.run(async (manager, change) => {
      const existing = await lockedForWrite(manager, CaseStudy, id, LOCK_TEXTS, expectedVersion);
      return this.save(manager, change, existing, input, actor);
    });
  }

  async revisions(id: string): Promise<CaseStudyRevisionSummary[]> {
    if (!(await this.dataSource.getRepository(CaseStudy).existsBy({ id }))) throw new NotFoundException(TEXTS.notFound(id));
    return revisionsOf(this.dataSource.manager, id);
  }

  /** Brings a revision's content back as a new save (checked like any), keeping the address and publication. */
  async restore(id: string, revisionId: string, actor: Actor, expectedVersion?: number): Promise<CaseStudyRecord> {
    const revision = /^\d{1,18}$/.test(revisionId) ? await this.dataSource.getRepository(CaseStudyRevision).findOneBy({ id: revisionId, studyId: id }) : null;
    if (!revision) throw new NotFoundException(TEXTS.noRevision(revisionId));
    // Read before the change opens: the embedded engine has one session, which the change holds.
    await this.checkImages(revision.fields as unknown as CaseStudyInput);
    return this.schedule.run(async (manager, change) => {
      const existing = await lockedForWrite(manager, CaseStudy, id, LOCK_TEXTS, expectedVersion);
      return this.save(manager, change, existing, restoredInput(revision, existing), actor, `restore of version ${revision.version}`);
    });
  }

  /** A save of a locked study: slug moved (and redirected) as asked, the version raised when something changed, its audit entry and revision. */
  private async save(
    manager: EntityManager,
    change: Change,
    existing: CaseStudy,
    input: CaseStudyInput,
    actor: Actor,
    note?: string,
  ): Promise<CaseStudyRecord> {
    const id = existing.id;
    const repository = manager.getRepository(CaseStudy);
    const fields = await this.checked(manager, input, existing);
    if (fields.slug !== existing.slug) {
      await this.redirects.moved(change, `/case-studies/${existing.slug}`, `/case-studies/${fields.slug}`, actor, {
        redirect: input.redirectOldSlug === true,
        note: TEXTS.redirectNote(fields.title),
      });
    }
    await slugRace(TEXTS.slugRace(fields.slug), () => repository.save({ ...existing, ...fields }));
    const saved = await repository.findOneByOrFail({ id });
    const changed = changedFields(comparable(existing), comparable(saved));
    if (changed.length > 0) await repository.update({ id }, { version: existing.version + 1 });
    const action = note
      ? 'restore'
      : existing.status === saved.status && existing.publishedAt?.getTime() === saved.publishedAt?.getTime()
        ? 'update'
        : statusAction(saved);
    const detail = [note, changed.join(', ')].filter(Boolean).join(': ') || null;
    await this.record(manager, actor, { action, subject: subjectOf(saved), subjectId: id, detail });
    const stored = await repository.findOneByOrFail({ id });
    if (changed.length > 0) await keepRevision(manager, stored, actor);
    return recordOf(stored);
  }

  async remove(id: string, actor: Actor): Promise<{ message: string }> {
    return this.schedule.run(async (manager) => {
      const existing = await lockedForWrite(manager, CaseStudy, id, LOCK_TEXTS);
      await manager.getRepository(CaseStudy).delete({ id });
      await manager.getRepository(CaseStudyRevision).delete({ studyId: id });
      await this.record(manager, actor, { action: 'delete', subject: subjectOf(existing), subjectId: id });
      return { message: TEXTS.deleted(existing.title) };
    });
  }

  /** Every image is one of the library's, and the cover says what it shows (its own words, or the library's). */
  private async checkImages(input: CaseStudyInput): Promise<void> {
    const addresses = [input.coverImage, ...(input.gallery ?? []).map((image) => image.src)].filter((address): address is string => !!address);
    const media = await this.media.mediaByIds([...new Set(addresses.map((address) => mediaIdOf(address)!))]);
    const missing = addresses.find((address) => !media[mediaIdOf(address)!]);
    if (missing) throw new BadRequestException(TEXTS.unknownImage(missing));
    const cover = input.coverImage ? media[mediaIdOf(input.coverImage)!] : undefined;
    if (cover && !input.coverImageAlt && !cover.alt && !cover.decorative) throw new BadRequestException(TEXTS.coverAltRequired);
  }

  /** The input as stored: slug made and checked, rich text cleaned, publish time set. */
  private async checked(manager: EntityManager, input: CaseStudyInput, existing: CaseStudy | undefined): Promise<StudyFields> {
    const slug = input.slug || existing?.slug || slugFrom(input.title, CASE_STUDY_LIMITS.slugLength, 'case-study');
    if ((RESERVED_CASE_STUDY_SLUGS as readonly string[]).includes(slug)) throw new ConflictException(TEXTS.slugReserved(slug));
    const other = await slugHolder(manager, CaseStudy, slug, existing?.id);
    if (other) throw new ConflictException(TEXTS.slugTaken(slug, other.title));
    const status = input.status ?? existing?.status ?? 'draft';
    const quote = input.quote ? { text: input.quote.text, author: input.quote.author, role: input.quote.role } : null;
    return {
      slug,
      title: input.title,
      client: input.client,
      industry: input.industry,
      services: [...new Set(input.services ?? [])],
      challenge: cleanRichText(input.challenge, 'challenge'),
      approach: cleanRichText(input.approach, 'approach'),
      results: (input.results ?? []).map(({ figure, label }) => ({ figure, label })),
      quote,
      coverImage: input.coverImage ?? '',
      coverImageAlt: input.coverImage ? (input.coverImageAlt ?? '') : '',
      gallery: (input.gallery ?? []).map(({ src, alt }) => ({ src, alt })),
      excerpt: input.excerpt ?? '',
      status,
      publishedAt: publishedAtFor(status, input.publishedAt, existing?.publishedAt),
      seoTitle: input.seoTitle ?? '',
      seoDescription: input.seoDescription ?? '',
      socialImage: input.socialImage ?? '',
      socialImageAlt: input.socialImageAlt ?? '',
      noindex: input.noindex ?? false,
      canonicalUrl: input.canonicalUrl ?? '',
    };
  }
}

/** The audit log's action for a save that changed the publication. */
const statusAction = (study: CaseStudy) => (study.status === 'draft' ? 'unpublish' : isScheduled(study) ? 'schedule' : 'publish');
