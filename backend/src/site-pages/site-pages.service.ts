import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, changedFields, type Actor, type AuditNote } from '../audit/audit.service.js';
import { lockedForWrite, slugHolder, slugRace } from '../documents/published-document.js';
import { isRecordIdShaped, isReservedSlug } from '../redirects/redirect-rules.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { cleanRichText, type RichTextDoc } from '../rich-text/rich-text.js';
import type { DemoPage } from './demo-pages.js';
import { SitePage } from './site-page.entity.js';
import { SitePagesReadingService } from './site-pages-reading.service.js';
import type { PageInput, PagePreview, PageRecord, PageSummary } from './site-pages.dto.js';
import { recordContentChange } from '../webhooks/content-change.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { PAGE_LIMITS, PAGE_TEXTS } from './texts.js';
import { readBranchAddress, storedBlocks } from './block-rules.js';
import type { StoredBlock } from './blocks.js';
import { bodyOf, withBody } from './page-body.js';
import { Changes, type Change } from '../changes/changes.service.js';

/** One writer of pages at a time: slug checks, the count and the redirect of a move see each other's saves. */
const PAGES_LOCK = 7306;

/** A stale If-Match and a missing page, in the pages' words (their stale message names the current version first). */
const PAGE_LOCK_TEXTS = { notFound: PAGE_TEXTS.notFound, stale: (loaded: number, current: number) => PAGE_TEXTS.stale(current, loaded) };

const summaryOf = (page: SitePage): PageSummary => ({
  id: page.id,
  title: page.title,
  slug: page.slug,
  status: page.status,
  noindex: page.noindex,
  showInNav: page.showInNav,
  showInFooter: page.showInFooter,
  navPosition: page.navPosition,
  version: page.version,
  publishedAt: page.publishedAt,
  createdAt: page.createdAt,
  updatedAt: page.updatedAt,
});

const recordOf = (page: SitePage): PageRecord => ({
  ...summaryOf(page),
  body: bodyOf(page.blocks),
  blocks: page.blocks,
  areaServed: page.areaServed,
  branchAddress: page.branchAddress,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  socialImage: page.socialImage,
  socialImageAlt: page.socialImageAlt,
  canonicalUrl: page.canonicalUrl,
});

/**
 * The stored form of an input's fields (rich text cleaned again: what is stored is what the rules
 * allow). `body` without blocks changes the first rich text of the page's blocks (`before`).
 */
function fieldsOf(input: PageInput, before: StoredBlock[] = []) {
  const blocks: StoredBlock[] = input.blocks === undefined ? before : storedBlocks(input.blocks);
  const branch = input.branchAddress ? readBranchAddress(input.branchAddress) : null;
  return {
    title: input.title.trim(),
    slug: input.slug,
    blocks: input.body === undefined ? blocks : withBody(blocks, cleanRichText(input.body)),
    areaServed: (input.areaServed ?? []).map((area) => area.trim()),
    branchAddress: typeof branch === 'object' && branch && Object.values(branch).some(Boolean) ? (branch as Record<string, string>) : null,
    seoTitle: input.seoTitle ?? '',
    seoDescription: input.seoDescription ?? '',
    socialImage: input.socialImage ?? '',
    socialImageAlt: input.socialImageAlt ?? '',
    noindex: input.noindex ?? false,
    canonicalUrl: input.canonicalUrl ?? '',
    showInNav: input.showInNav ?? false,
    showInFooter: input.showInFooter ?? false,
  };
}

/**
 * The back office's operations on the site's pages at /{slug} (what visitors see of them:
 * SitePagesReadingService). Every write commits with its audit entry and a move of the site
 * version, so every instance's kept renders, snapshot and sitemap follow at once.
 */
@Injectable()
export class SitePagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
    private readonly changes: Changes,
    private readonly redirects: RedirectsService,
    private readonly reading: SitePagesReadingService,
  ) {}

  private recordChange(manager: EntityManager, actor: Actor | undefined, note: AuditNote): Promise<void> {
    return recordContentChange(this.audit, this.webhooks, manager, actor, note, 'pages');
  }

  /** Every page, placed ones first in their order, then by title. */
  async list(): Promise<PageSummary[]> {
    const pages = await this.dataSource.getRepository(SitePage).find({ order: { navPosition: 'ASC', title: 'ASC' } });
    return pages.map(summaryOf);
  }

  async get(id: string): Promise<PageRecord> {
    const page = await this.dataSource.getRepository(SitePage).findOneBy({ id });
    if (!page) throw new NotFoundException(PAGE_TEXTS.notFound(id));
    return recordOf(page);
  }

  /** The unsaved body as the page will show it. */
  async preview(body: RichTextDoc): Promise<PagePreview> {
    return { html: await this.reading.html(cleanRichText(body)) };
  }

  /** A new draft; placed last unless the input names its position. */
  async create(input: PageInput, actor: Actor): Promise<PageRecord> {
    if (input.body === undefined && input.blocks === undefined) throw new BadRequestException(PAGE_TEXTS.contentRequired);
    const fields = fieldsOf(input);
    return this.write(async (manager) => {
      const repository = manager.getRepository(SitePage);
      if ((await repository.count()) >= PAGE_LIMITS.maxPages) throw new BadRequestException(PAGE_TEXTS.tooMany);
      await this.refuseSlug(manager, fields.slug, undefined);
      const [{ next }]: { next: number }[] = await manager.query(`SELECT COALESCE(MAX(nav_position) + 1, 0)::int AS next FROM site_page`);
      const saved = await repository.save(repository.create({ ...fields, navPosition: input.navPosition ?? Math.min(next, PAGE_LIMITS.maxPosition) }));
      await this.recordChange(manager, actor, { kind: 'page', action: 'create', subject: `Page: ${saved.title} (/${saved.slug})`, subjectId: saved.id });
      return recordOf(saved);
    });
  }

  /**
   * A page's new state. With the version its editor loaded (If-Match), a save after someone
   * else's is refused. A new slug is checked as a new page's, and with `redirectOldSlug` the old
   * address redirects to the new one in the same transaction: both happen, or neither.
   */
  async update(id: string, input: PageInput, expectedVersion: number | undefined, actor: Actor): Promise<PageRecord> {
    return this.write(async (manager, change) => {
      const repository = manager.getRepository(SitePage);
      const existing = await lockedForWrite(manager, SitePage, id, PAGE_LOCK_TEXTS, expectedVersion);
      const fields = fieldsOf(input, existing.blocks);
      const after = { ...fields, navPosition: input.navPosition ?? existing.navPosition };
      if (fields.slug !== existing.slug) {
        await this.refuseSlug(manager, fields.slug, existing);
        await this.redirects.moved(change, `/${existing.slug}`, `/${fields.slug}`, actor, {
          redirect: input.redirectOldSlug === true,
          note: PAGE_TEXTS.redirectNote(fields.title),
        });
      }
      const changed = changedFields(this.comparable(existing), this.comparable(after));
      if (changed.length > 0) await repository.save(repository.merge(existing, after, { version: existing.version + 1 }));
      await this.recordChange(manager, actor, {
        kind: 'page',
        action: 'update',
        subject: `Page: ${after.title} (/${after.slug})`,
        subjectId: id,
        detail: changed.join(', ') || null,
      });
      return recordOf(await repository.findOneByOrFail({ id }));
    });
  }

  async publish(id: string, actor: Actor): Promise<PageRecord> {
    return this.setStatus(id, 'published', actor);
  }

  async unpublish(id: string, actor: Actor): Promise<PageRecord> {
    return this.setStatus(id, 'draft', actor);
  }

  async remove(id: string, actor: Actor): Promise<{ message: string }> {
    return this.write(async (manager) => {
      const existing = await lockedForWrite(manager, SitePage, id, PAGE_LOCK_TEXTS);
      await manager.getRepository(SitePage).delete({ id });
      await this.recordChange(manager, actor, { kind: 'page', action: 'delete', subject: `Page: ${existing.title} (/${existing.slug})`, subjectId: id });
      return { message: PAGE_TEXTS.deleted(existing.title) };
    });
  }

  /** Publishing names the moment (the sitemap's lastmod follows updated_at); the fields an editor saves stay, and so does their version. */
  private async setStatus(id: string, status: 'draft' | 'published', actor: Actor): Promise<PageRecord> {
    return this.write(async (manager) => {
      const repository = manager.getRepository(SitePage);
      const existing = await lockedForWrite(manager, SitePage, id, PAGE_LOCK_TEXTS);
      if (existing.status !== status) {
        await repository.update({ id }, status === 'published' ? { status, publishedAt: new Date() } : { status });
      }
      await this.recordChange(manager, actor, {
        kind: 'page',
        action: status === 'published' ? 'publish' : 'unpublish',
        subject: `Page: ${existing.title} (/${existing.slug})`,
        subjectId: id,
      });
      return recordOf(await repository.findOneByOrFail({ id }));
    });
  }

  /** The blocks and areas compared as stored (jsonb keeps its own key order), the rest as it is. */
  private comparable(page: Partial<SitePage>): Record<string, unknown> {
    const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, publishedAt: _published, status: _status, ...fields } = page;
    return { ...fields, blocks: JSON.stringify(page.blocks), areaServed: JSON.stringify(page.areaServed), branchAddress: JSON.stringify(page.branchAddress) };
  }

  /**
   * A slug no fixed path of the site, no other page and no redirect holds. A redirect from the
   * new address to the page's current one (an earlier move being undone) is no obstacle: the move
   * drops it.
   */
  private async refuseSlug(manager: EntityManager, slug: string, page: SitePage | undefined): Promise<void> {
    if (isRecordIdShaped(slug)) throw new ConflictException(PAGE_TEXTS.slugLikeId(slug));
    if (isReservedSlug(slug)) throw new ConflictException(PAGE_TEXTS.slugReserved(slug));
    const other = await slugHolder(manager, SitePage, slug, page?.id);
    if (other) throw new ConflictException(PAGE_TEXTS.slugTaken(slug, other.title));
    const redirect = await this.redirects.startingAt(manager, `/${slug}`);
    const leadsHere = (target: string | null) =>
      target?.startsWith('/') && new URL(target, 'http://site.invalid').pathname.replace(/\/$/, '') === `/${page?.slug}`;
    if (redirect && !(page && leadsHere(redirect.target))) {
      throw new ConflictException(PAGE_TEXTS.slugRedirected(slug, redirect.target));
    }
  }

  /**
   * The demo's legal pages as drafts, once per database (remembered in app_meta, so a page the
   * agency deleted is not brought back), and never over a page that has the slug already.
   */
  async seedDemoPages(pages: DemoPage[]): Promise<number> {
    return this.changes.run({ locks: [PAGES_LOCK] }, async (change) => {
      const { manager } = change;
      const [seeded]: unknown[] = await manager.query(`SELECT 1 FROM app_meta WHERE key = 'seeded_pages'`);
      if (seeded) return 0;
      const repository = manager.getRepository(SitePage);
      let inserted = 0;
      for (const [index, page] of pages.entries()) {
        if (await repository.existsBy({ slug: page.slug })) continue;
        const { body, ...fields } = page;
        await repository.save(repository.create({ ...fields, blocks: withBody([], body), status: 'draft', navPosition: index }));
        inserted++;
      }
      await manager.query(`INSERT INTO app_meta (key, value) VALUES ('seeded_pages', $1)`, [String(inserted)]);
      if (inserted > 0) change.move('site');
      return inserted;
    });
  }

  /** A page write: the change, its audit entry and the site version commit together; a slug taken at the same instant is a 409. */
  private async write<T>(work: (manager: EntityManager, change: Change) => Promise<T>): Promise<T> {
    return slugRace(PAGE_TEXTS.slugForm, () => this.changes.run({ locks: [PAGES_LOCK], moves: ['site'] }, (change) => work(change.manager, change)));
  }
}
