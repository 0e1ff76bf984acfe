import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Change } from '../changes/changes.service.js';
import type { Actor } from '../audit/audit.service.js';
import type { DocumentFields } from '../documents/document-kind.js';
import type { DocumentWrites } from '../documents/document-writes.js';
import { isScheduled } from '../documents/published-document.js';
import { mediaIdOf, MediaService } from '../media/media.service.js';
import { cleanRichText, type RichTextDoc } from '../rich-text/rich-text.js';
import { CaseStudiesReadingService } from './case-studies-reading.service.js';
import type { CaseStudyInput, CaseStudyPreview, CaseStudyRecord, CaseStudyRevisionSummary, CaseStudySummary } from './case-studies.dto.js';
import { CASE_STUDIES } from './case-studies.document.js';
import type { CaseStudy } from './case-study.entity.js';
import { CASE_STUDY_LIMITS, CASE_STUDY_TEXTS as TEXTS } from './texts.js';

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

/**
 * The back office's case studies (what visitors see of them: CaseStudiesReadingService): their own
 * rules (which fields, how they are checked and cleaned, how many a site keeps). The rest of every
 * write (lock, slug race, If-Match, version, revision, audit entry and content.changed event, the
 * site version and the schedule's mark) is the kit's one write path (documents/document-writes.ts).
 */
@Injectable()
export class CaseStudiesService {
  constructor(
    @Inject(CASE_STUDIES.Writes) private readonly writes: DocumentWrites<CaseStudy>,
    private readonly media: MediaService,
    private readonly reading: CaseStudiesReadingService,
  ) {}

  /** Every case study, the last saved first. */
  async list(): Promise<CaseStudySummary[]> {
    return (await this.writes.list()).map(summaryOf);
  }

  async get(id: string): Promise<CaseStudyRecord> {
    return recordOf(await this.writes.get(id));
  }

  async preview(challenge: RichTextDoc, approach: RichTextDoc): Promise<CaseStudyPreview> {
    return this.reading.html(cleanRichText(challenge, 'challenge'), cleanRichText(approach, 'approach'));
  }

  async create(input: CaseStudyInput, actor: Actor): Promise<CaseStudyRecord> {
    await this.checkImages(input);
    return this.writes.run(async (manager) => {
      if ((await manager.getRepository(CASE_STUDIES.declaration.entity).count()) >= CASE_STUDY_LIMITS.maxStudies) throw new BadRequestException(TEXTS.tooMany);
      const fields = await this.checked(manager, input, undefined);
      return recordOf(await this.writes.create(manager, actor, fields));
    });
  }

  /**
   * A case study's new state. With the version its editor loaded (If-Match), a save after someone
   * else's is refused. With `redirectOldSlug`, a changed slug also redirects the old address, in
   * the same transaction.
   */
  async update(id: string, input: CaseStudyInput, actor: Actor, expectedVersion?: number): Promise<CaseStudyRecord> {
    await this.checkImages(input);
    return this.writes.run(async (manager, change) => {
      const existing = await this.writes.locked(manager, id, expectedVersion);
      return this.save(manager, change, existing, input, actor);
    });
  }

  revisions(id: string): Promise<CaseStudyRevisionSummary[]> {
    return this.writes.revisions(id);
  }

  /** Brings a revision's content back as a new save (checked like any), keeping the address and publication. */
  async restore(id: string, revisionId: string, actor: Actor, expectedVersion?: number): Promise<CaseStudyRecord> {
    const revision = await this.writes.revision(id, revisionId);
    // Read before the change opens: the embedded engine has one session, which the change holds.
    await this.checkImages(revision.fields as unknown as CaseStudyInput);
    return this.writes.run(async (manager, change) => {
      const existing = await this.writes.locked(manager, id, expectedVersion);
      return this.save(
        manager,
        change,
        existing,
        this.writes.restoredInput<CaseStudyInput>(revision, existing),
        actor,
        `restore of version ${revision.version}`,
      );
    });
  }

  /** A save of a locked study: its fields checked, then the kit's save (slug move, version, audit entry, revision). */
  private async save(
    manager: EntityManager,
    change: Change,
    existing: CaseStudy,
    input: CaseStudyInput,
    actor: Actor,
    note?: string,
  ): Promise<CaseStudyRecord> {
    const fields = await this.checked(manager, input, existing);
    return recordOf(await this.writes.save(manager, change, existing, fields, actor, { redirect: input.redirectOldSlug === true, note }));
  }

  remove(id: string, actor: Actor): Promise<{ message: string }> {
    return this.writes.remove(id, actor);
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
  private async checked(manager: EntityManager, input: CaseStudyInput, existing: CaseStudy | undefined): Promise<DocumentFields<CaseStudy>> {
    const slug = await this.writes.slugFor(manager, input.slug, input.title, existing);
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
      ...this.writes.publication(input.status, input.publishedAt, existing),
      seoTitle: input.seoTitle ?? '',
      seoDescription: input.seoDescription ?? '',
      socialImage: input.socialImage ?? '',
      socialImageAlt: input.socialImageAlt ?? '',
      noindex: input.noindex ?? false,
      canonicalUrl: input.canonicalUrl ?? '',
    };
  }
}
