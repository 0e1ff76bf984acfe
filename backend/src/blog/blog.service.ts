import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import { AuditService, changedFields, type Actor, type AuditNote } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { SiteVersion } from '../content/site-version.service.js';
import { MediaItem } from '../media/media-item.entity.js';
import type { SiteMedia } from '../media/media.dto.js';
import { mediaIdOf } from '../media/media.service.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { cleanRichText, renderRichText, richTextMediaIds, richTextToPlainText, type RichTextDoc } from '../rich-text/rich-text.js';
import { recordContentChange } from '../webhooks/content-change.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { advanceScheduleMark, BLOG_LOCK, BlogSchedule } from './blog-schedule.service.js';
import { BlogAuthor, BlogCategory, BlogPost, BlogPostTag, BlogTag } from './blog.entities.js';
import type {
  BlogAuthorInput,
  BlogAuthorRecord,
  BlogByline,
  BlogCategoryInput,
  BlogCategoryRecord,
  BlogPostInput,
  BlogPostListItem,
  BlogPostListQuery,
  BlogPostPage,
  BlogPostPublic,
  BlogPostRecord,
  BlogPostSummary,
  BlogSettings,
  BlogTagInput,
  BlogTagRecord,
  BlogTerm,
} from './blog.dto.js';
import { BLOG_DEFAULT_NAME, BLOG_LIMITS, BLOG_TEXTS, RESERVED_POST_SLUGS } from './texts.js';
import { Changes, type Change, type ChangeScope } from '../changes/changes.service.js';

/** Every blog write: under the blog's lock (the schedule's mark moves in order), moving the site version. */
const BLOG_CHANGE: ChangeScope = { locks: [BLOG_LOCK], moves: ['site'] };

/** What visitors may see: published, and its publish time passed (by the database's clock, which every instance shares). */
export const VISIBLE = `post.status = 'published' AND post.published_at <= now()`;

/** A slug from a title: lower-case ASCII words joined by hyphens ("Ünïcode & SEO!" → "unicode-seo"). */
export function slugFrom(text: string, maxLength: number = BLOG_LIMITS.slugLength): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** Whole minutes at 200 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));

const wordsOf = (doc: RichTextDoc) => richTextToPlainText(doc).split(/\s+/).filter(Boolean).length;

const toMedia = (item: MediaItem): SiteMedia => ({
  id: item.id,
  hash: item.hash,
  width: item.width,
  height: item.height,
  alt: item.alt,
  decorative: item.decorative,
  focalX: item.focalX,
  focalY: item.focalY,
  widths: item.widths,
  formats: item.formats,
});

/** What a category and a tag both hold (a category adds its description). */
interface TermEntity {
  id: string;
  slug: string;
  name: string;
  description?: string;
  version: number;
}

/** A category's or tag's input: the slug is made from the name when left out. */
type TermInput = Pick<TermEntity, 'name' | 'description'> & { slug?: string };

/** Where the blog's categories and tags differ: their table, how the audit log and the messages name them, and their record. */
interface TermKind<R> {
  entity: EntityTarget<TermEntity>;
  /** the audit log's name of the kind (Category: Technical SEO) */
  subject: string;
  slugTaken: (slug: string, name: string) => string;
  notFound: (id: string) => string;
  deleted: (name: string) => string;
  record: (manager: EntityManager, id: string) => Promise<R>;
}

/** What a save of a post changes, as stored. */
type PostFields = Omit<BlogPost, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'authorId'>;

@Injectable()
export class BlogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly siteVersion: SiteVersion,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly schedule: BlogSchedule,
    private readonly redirects: RedirectsService,
    private readonly webhooks: WebhookEventsService,
  ) {}

  /** Visible posts per list (whole blog, a category, a tag) and site version: see visibleCount. */
  private readonly counts = new LRUCache<string, number>({ max: 1000 });

  private readonly categoryTerms: TermKind<BlogCategoryRecord> = {
    entity: BlogCategory,
    subject: 'Category',
    slugTaken: BLOG_TEXTS.categorySlugTaken,
    notFound: BLOG_TEXTS.categoryNotFound,
    deleted: BLOG_TEXTS.categoryDeleted,
    record: async (manager, id) => (await this.categoryRecords(manager, id))[0],
  };

  private readonly tagTerms: TermKind<BlogTagRecord> = {
    entity: BlogTag,
    subject: 'Tag',
    slugTaken: BLOG_TEXTS.tagSlugTaken,
    notFound: BLOG_TEXTS.tagNotFound,
    deleted: BLOG_TEXTS.tagDeleted,
    record: async (manager, id) => (await this.tagRecords(manager, id))[0],
  };

  private recordChange(manager: EntityManager, actor: Actor | undefined, note: AuditNote): Promise<void> {
    return recordContentChange(this.audit, this.webhooks, manager, actor, note, 'blog');
  }

  // ---- settings and authors

  async settings(): Promise<Required<BlogSettings>> {
    const rows: { value: string }[] = await this.dataSource.query(`SELECT value FROM app_meta WHERE key = 'blog_settings'`);
    const stored = rows[0] ? (JSON.parse(rows[0].value) as Partial<BlogSettings>) : {};
    return { name: stored.name || BLOG_DEFAULT_NAME, description: stored.description ?? '' };
  }

  async saveSettings(input: BlogSettings, actor: Actor): Promise<Required<BlogSettings>> {
    const before = await this.settings();
    const after = { name: input.name, description: input.description ?? '' };
    await this.write(async (manager) => {
      await manager.query(
        `INSERT INTO app_meta (key, value) VALUES ('blog_settings', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [JSON.stringify(after)],
      );
      await this.recordChange(manager, actor, {
        kind: 'blog',
        action: 'update',
        subject: `Blog settings: ${after.name}`,
        detail: changedFields(before, after).join(', ') || null,
      });
    });
    return after;
  }

  async author(viewer: Viewer): Promise<BlogAuthorRecord> {
    const row = viewer.apiKey ? null : await this.dataSource.getRepository(BlogAuthor).findOneBy({ accountId: viewer.id });
    return { displayName: row?.displayName ?? '', photo: row?.photo ?? null };
  }

  async saveAuthor(viewer: Viewer, input: BlogAuthorInput): Promise<BlogAuthorRecord> {
    if (viewer.apiKey) throw new BadRequestException(BLOG_TEXTS.authorNeedsAccount);
    const record = { displayName: input.displayName, photo: input.photo ?? null };
    await this.write(async (manager) => {
      await manager.getRepository(BlogAuthor).upsert({ accountId: viewer.id, ...record }, ['accountId']);
      await this.recordChange(manager, viewer, { kind: 'blog', action: 'update', subject: `Author profile: ${record.displayName}` });
    });
    return record;
  }

  // ---- what visitors read

  /** One page of the newest visible posts, of the whole blog or of one category or tag (by slug). */
  async publicPage(query: { page?: number; category?: string; tag?: string }): Promise<BlogPostPage> {
    const page = query.page ?? 1;
    const pageSize = BLOG_LIMITS.pageSize;
    const [settings, category, tag] = await Promise.all([
      this.settings(),
      query.category === undefined ? undefined : this.publicCategory(query.category),
      query.tag === undefined ? undefined : this.publicTag(query.tag),
    ]);
    const builder = this.dataSource.getRepository(BlogPost).createQueryBuilder('post').where(VISIBLE);
    if (category) builder.andWhere('post.category_id = :category', { category: category.id });
    if (tag) builder.andWhere('EXISTS (SELECT 1 FROM blog_post_tag pt WHERE pt.post_id = post.id AND pt.tag_id = :tag)', { tag: tag.id });
    const [posts, total] = await Promise.all([
      builder
        .clone()
        .orderBy('post.published_at', 'DESC')
        .addOrderBy('post.id', 'DESC')
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .getMany(),
      this.visibleCount(`${category?.id ?? ''}|${tag?.id ?? ''}`, () => builder.getCount()),
    ]);
    const pages = Math.max(1, Math.ceil(total / pageSize));
    if (page > pages) throw new NotFoundException(`There is no page ${page} of this list: it has ${pages}`);
    return {
      items: await this.summaries(posts),
      total,
      page,
      pageSize,
      pages,
      blogName: settings.name,
      ...(category ? { category } : {}),
      ...(tag ? { tag } : {}),
    };
  }

  /**
   * How many posts a list shows, counted once per site version: what is visible changes only with
   * a write or a scheduled post's time, and both move the version. A count reads every visible
   * post's index entry, so a list page at 10,000 posts would otherwise cost in proportion to them.
   */
  private async visibleCount(filter: string, count: () => Promise<number>): Promise<number> {
    const key = `${await this.siteVersion.current()}\n${filter}`;
    const kept = this.counts.get(key);
    if (kept !== undefined) return kept;
    const counted = await count();
    this.counts.set(key, counted);
    return counted;
  }

  /** A visible post by its slug, with its body as HTML and its related posts; 404 for drafts and posts still to come. */
  async publicPost(slug: string): Promise<BlogPostPublic> {
    const post = await this.dataSource.getRepository(BlogPost).createQueryBuilder('post').where(VISIBLE).andWhere('post.slug = :slug', { slug }).getOne();
    if (!post) throw new NotFoundException(BLOG_TEXTS.publicPostNotFound(slug));
    const [summary] = await this.summaries([post]);
    const bodyIds = richTextMediaIds(post.body);
    const authorPhotoId = mediaIdOf(summary.author?.photo);
    const media = await this.mediaByIds([...bodyIds, ...(authorPhotoId ? [authorPhotoId] : [])]);
    return {
      ...summary,
      html: renderRichText(post.body, media),
      seo: {
        seoTitle: post.seoTitle,
        seoDescription: post.seoDescription,
        socialImage: post.socialImage,
        socialImageAlt: post.socialImageAlt,
        noindex: post.noindex,
        canonicalUrl: post.canonicalUrl,
      },
      authorMedia: (authorPhotoId && media[authorPhotoId]) || null,
      related: await this.related(post),
    };
  }

  async publicCategories(): Promise<BlogCategoryRecord[]> {
    return this.categoryRecords();
  }

  async publicTags(): Promise<BlogTagRecord[]> {
    return this.tagRecords();
  }

  /** The newest visible posts, for the feed: summary and body HTML. */
  async feedPosts(): Promise<(BlogPostSummary & { html: string })[]> {
    const posts = await this.dataSource
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      .where(VISIBLE)
      .orderBy('post.published_at', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(BLOG_LIMITS.feedItems)
      .getMany();
    const summaries = await this.summaries(posts);
    return summaries.map((summary, i) => ({ ...summary, html: renderRichText(posts[i].body) }));
  }

  // ---- the back office

  async adminList(query: BlogPostListQuery): Promise<Page<BlogPostListItem>> {
    const { page, pageSize, offset } = pageBounds(query, 20);
    const builder = this.dataSource.getRepository(BlogPost).createQueryBuilder('post').leftJoin(BlogCategory, 'category', 'category.id = post.category_id');
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      builder.andWhere('(post.title ILIKE :pattern OR post.slug ILIKE :pattern)', { pattern });
    }
    if (query.status === 'draft') builder.andWhere(`post.status = 'draft'`);
    if (query.status === 'published') builder.andWhere(VISIBLE);
    if (query.status === 'scheduled') builder.andWhere(`post.status = 'published' AND post.published_at > now()`);
    const total = await builder.getCount();
    const rows = await builder
      .select(['post.id', 'post.slug', 'post.title', 'post.status', 'post.publishedAt', 'post.updatedAt', 'post.version'])
      .addSelect('category.name', 'category_name')
      .addSelect(`post.status = 'published' AND post.published_at > now()`, 'scheduled')
      .orderBy('post.updated_at', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .offset(offset)
      .limit(pageSize)
      .getRawAndEntities();
    const items = rows.entities.map((post, i) => {
      const raw = rows.raw[i] as { category_name: string | null; scheduled: boolean };
      return {
        id: post.id,
        slug: post.slug,
        title: post.title,
        status: post.status,
        scheduled: raw.scheduled,
        publishedAt: post.publishedAt,
        categoryName: raw.category_name,
        updatedAt: post.updatedAt,
        version: post.version,
      };
    });
    return { items, total, page, pageSize };
  }

  async adminGet(id: string): Promise<BlogPostRecord> {
    const post = await this.dataSource.getRepository(BlogPost).findOneBy({ id });
    if (!post) throw new NotFoundException(BLOG_TEXTS.postNotFound(id));
    return this.record(this.dataSource.manager, post);
  }

  async create(input: BlogPostInput, actor: Viewer): Promise<BlogPostRecord> {
    return this.write(async (manager) => {
      const fields = await this.checkedPost(manager, input, undefined);
      const repository = manager.getRepository(BlogPost);
      const saved = await this.slugSafe(fields.slug, () =>
        repository.save(repository.create({ ...fields, authorId: actor.apiKey ? null : actor.id }), { reload: true }),
      );
      await this.setTags(manager, saved.id, input.tagIds ?? []);
      await this.recordChange(manager, actor, {
        kind: 'blog',
        action: 'create',
        subject: `Post: ${saved.title}`,
        subjectId: saved.id,
        detail: statusOf(saved),
      });
      return this.record(manager, saved);
    });
  }

  /**
   * A post's new state. With `redirectOldSlug`, a changed slug also redirects the post's old address
   * to the new one (and redirects that led to the old one now lead to the new), in the same
   * transaction: both happen, or neither.
   */
  async update(id: string, input: BlogPostInput, actor: Actor, expectedVersion?: number): Promise<BlogPostRecord> {
    return this.write(async (manager, change) => {
      const existing = await this.locked(manager, id, expectedVersion);
      const fields = await this.checkedPost(manager, input, existing);
      if (fields.slug !== undefined && fields.slug !== existing.slug) {
        await this.redirects.moved(change, `/blog/${existing.slug}`, `/blog/${fields.slug}`, actor, {
          redirect: input.redirectOldSlug === true,
          note: BLOG_TEXTS.redirectNote(fields.title ?? existing.title),
        });
      }
      const beforeTags = await this.tagIdsOf(manager, id);
      await this.slugSafe(fields.slug, () => manager.getRepository(BlogPost).save({ ...existing, ...fields }));
      if (input.tagIds !== undefined) await this.setTags(manager, id, input.tagIds);
      const saved = await manager.getRepository(BlogPost).findOneByOrFail({ id });
      const before = { ...pick(existing), tagIds: beforeTags };
      const after = { ...pick(saved), tagIds: await this.tagIdsOf(manager, id) };
      await this.recordChange(manager, actor, {
        kind: 'blog',
        action: 'update',
        subject: `Post: ${saved.title}`,
        subjectId: id,
        detail: changedFields(before, after).join(', ') || null,
      });
      return this.record(manager, saved);
    });
  }

  /** Publish now, or schedule for a later time when `publishedAt` is in the future. */
  async publish(id: string, publishedAt: string | undefined, actor: Actor, expectedVersion?: number): Promise<BlogPostRecord> {
    return this.write(async (manager) => {
      const existing = await this.locked(manager, id, expectedVersion);
      const at = publishedAt ? new Date(publishedAt) : new Date();
      await manager.getRepository(BlogPost).update({ id }, { status: 'published', publishedAt: at, version: existing.version + 1 });
      const saved = await manager.getRepository(BlogPost).findOneByOrFail({ id });
      const scheduled = at.getTime() > Date.now();
      await this.recordChange(manager, actor, {
        kind: 'blog',
        action: scheduled ? 'schedule' : 'publish',
        subject: `Post: ${saved.title}`,
        subjectId: id,
        detail: scheduled ? `at ${at.toISOString()}` : null,
      });
      return this.record(manager, saved);
    });
  }

  async unpublish(id: string, actor: Actor, expectedVersion?: number): Promise<BlogPostRecord> {
    return this.write(async (manager) => {
      const existing = await this.locked(manager, id, expectedVersion);
      await manager.getRepository(BlogPost).update({ id }, { status: 'draft', version: existing.version + 1 });
      const saved = await manager.getRepository(BlogPost).findOneByOrFail({ id });
      await this.recordChange(manager, actor, { kind: 'blog', action: 'unpublish', subject: `Post: ${saved.title}`, subjectId: id });
      return this.record(manager, saved);
    });
  }

  async remove(id: string, actor: Actor): Promise<{ message: string }> {
    return this.write(async (manager) => {
      const existing = await manager.getRepository(BlogPost).findOneBy({ id });
      if (!existing) throw new NotFoundException(BLOG_TEXTS.postNotFound(id));
      await manager.getRepository(BlogPost).delete({ id });
      await this.recordChange(manager, actor, { kind: 'blog', action: 'delete', subject: `Post: ${existing.title}`, subjectId: id });
      return { message: BLOG_TEXTS.deleted(existing.title) };
    });
  }

  async categories(): Promise<BlogCategoryRecord[]> {
    return this.categoryRecords();
  }

  async saveCategory(id: string | undefined, input: BlogCategoryInput, actor: Actor, expectedVersion?: number): Promise<BlogCategoryRecord> {
    return this.saveTerm(this.categoryTerms, id, { name: input.name, slug: input.slug, description: input.description ?? '' }, actor, expectedVersion);
  }

  async removeCategory(id: string, actor: Actor): Promise<{ message: string }> {
    return this.removeTerm(this.categoryTerms, id, actor);
  }

  async tags(): Promise<BlogTagRecord[]> {
    return this.tagRecords();
  }

  async saveTag(id: string | undefined, input: BlogTagInput, actor: Actor, expectedVersion?: number): Promise<BlogTagRecord> {
    return this.saveTerm(this.tagTerms, id, { name: input.name, slug: input.slug }, actor, expectedVersion);
  }

  async removeTag(id: string, actor: Actor): Promise<{ message: string }> {
    return this.removeTerm(this.tagTerms, id, actor);
  }

  /**
   * A new category or tag (no id), or a new state of one: its slug made from the name when left
   * out and free among its kind, the version it was loaded at (If-Match) still the current one.
   */
  private saveTerm<R>(kind: TermKind<R>, id: string | undefined, input: TermInput, actor: Actor, expectedVersion: number | undefined): Promise<R> {
    const slug = input.slug || slugFrom(input.name, BLOG_LIMITS.termSlugLength);
    const fields = { ...input, slug };
    return this.write(async (manager) => {
      const repository = manager.getRepository(kind.entity);
      const other = await repository.findOneBy({ slug });
      if (other && other.id !== id) throw new ConflictException(kind.slugTaken(slug, other.name));
      let saved: TermEntity;
      if (id === undefined) {
        saved = await this.slugSafe(slug, () => repository.save(repository.create(fields)));
      } else {
        const existing = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!existing) throw new NotFoundException(kind.notFound(id));
        if (expectedVersion !== undefined && expectedVersion !== existing.version)
          throw new ConflictException(BLOG_TEXTS.stale(expectedVersion, existing.version));
        await this.slugSafe(slug, () => repository.update({ id }, { ...fields, version: existing.version + 1 }));
        saved = await repository.findOneByOrFail({ id });
      }
      await this.recordChange(manager, actor, {
        kind: 'blog',
        action: id ? 'update' : 'create',
        subject: `${kind.subject}: ${saved.name}`,
        subjectId: saved.id,
      });
      return kind.record(manager, saved.id);
    });
  }

  private removeTerm<R>(kind: TermKind<R>, id: string, actor: Actor): Promise<{ message: string }> {
    return this.write(async (manager) => {
      const existing = await manager.getRepository(kind.entity).findOneBy({ id });
      if (!existing) throw new NotFoundException(kind.notFound(id));
      await manager.getRepository(kind.entity).delete({ id });
      await this.recordChange(manager, actor, { kind: 'blog', action: 'delete', subject: `${kind.subject}: ${existing.name}`, subjectId: id });
      return { message: kind.deleted(existing.name) };
    });
  }

  // ---- helpers

  /**
   * Every blog write: under the blog's lock, with the site version moved in its transaction (so
   * every instance's page cache and sitemap follow at their next request), and the schedule's
   * mark moved past every post already visible (the write itself showed them).
   */
  async write<T>(work: (manager: EntityManager, change: Change) => Promise<T>): Promise<T> {
    return this.changes.run(BLOG_CHANGE, async (change) => {
      change.afterCommit(() => this.schedule.rearm());
      const result = await work(change.manager, change);
      await advanceScheduleMark(change.manager);
      return result;
    });
  }

  private async locked(manager: EntityManager, id: string, expectedVersion?: number): Promise<BlogPost> {
    const existing = await manager.getRepository(BlogPost).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!existing) throw new NotFoundException(BLOG_TEXTS.postNotFound(id));
    if (expectedVersion !== undefined && expectedVersion !== existing.version) throw new ConflictException(BLOG_TEXTS.stale(expectedVersion, existing.version));
    return existing;
  }

  /** The input as stored: slug made and checked, body cleaned, category and tags known, publish time set. */
  private async checkedPost(manager: EntityManager, input: BlogPostInput, existing: BlogPost | undefined): Promise<PostFields> {
    const slug = input.slug || existing?.slug || slugFrom(input.title);
    if ((RESERVED_POST_SLUGS as readonly string[]).includes(slug)) throw new ConflictException(BLOG_TEXTS.slugReserved(slug));
    const other = await manager.getRepository(BlogPost).findOne({ where: { slug }, select: { id: true, title: true } });
    if (other && other.id !== existing?.id) throw new ConflictException(BLOG_TEXTS.slugTaken(slug, other.title));
    const coverImage = input.coverImage ?? null;
    const coverImageAlt = input.coverImageAlt ?? '';
    if (coverImage && !coverImageAlt) throw new BadRequestException(BLOG_TEXTS.coverAltRequired);
    if (input.categoryId && !(await manager.getRepository(BlogCategory).existsBy({ id: input.categoryId }))) {
      throw new BadRequestException(BLOG_TEXTS.unknownCategory(input.categoryId));
    }
    for (const tagId of new Set(input.tagIds ?? [])) {
      if (!(await manager.getRepository(BlogTag).existsBy({ id: tagId }))) throw new BadRequestException(BLOG_TEXTS.unknownTag(tagId));
    }
    const body = cleanRichText(input.body);
    const status = input.status ?? existing?.status ?? 'draft';
    const given = input.publishedAt === undefined ? existing?.publishedAt : input.publishedAt === null ? null : new Date(input.publishedAt);
    const publishedAt = status === 'published' ? (given ?? new Date()) : (given ?? null);
    return {
      slug,
      title: input.title,
      excerpt: input.excerpt ?? '',
      coverImage,
      coverImageAlt: coverImage ? coverImageAlt : '',
      body,
      wordCount: wordsOf(body),
      categoryId: input.categoryId ?? null,
      status,
      publishedAt,
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null,
      socialImage: input.socialImage ?? null,
      socialImageAlt: input.socialImageAlt ?? null,
      noindex: input.noindex ?? false,
      canonicalUrl: input.canonicalUrl ?? null,
    };
  }

  /** Two saves racing for one slug: the second gets the 409 the check before would have given. */
  private async slugSafe<T>(slug: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(`The address with the slug ${slug} was just taken by another save`);
      throw error;
    }
  }

  private async setTags(manager: EntityManager, postId: string, tagIds: string[]): Promise<void> {
    await manager.getRepository(BlogPostTag).delete({ postId });
    const unique = [...new Set(tagIds)];
    if (unique.length) await manager.getRepository(BlogPostTag).insert(unique.map((tagId) => ({ postId, tagId })));
  }

  private async tagIdsOf(manager: EntityManager, postId: string): Promise<string[]> {
    const rows = await manager.getRepository(BlogPostTag).find({ where: { postId }, order: { tagId: 'ASC' } });
    return rows.map((row) => row.tagId);
  }

  private async record(manager: EntityManager, post: BlogPost): Promise<BlogPostRecord> {
    const [author] = await this.bylines(manager, [post.authorId]);
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      coverImage: post.coverImage,
      coverImageAlt: post.coverImageAlt,
      body: post.body,
      categoryId: post.categoryId,
      tagIds: await this.tagIdsOf(manager, post.id),
      status: post.status,
      scheduled: post.status === 'published' && post.publishedAt !== null && post.publishedAt.getTime() > Date.now(),
      publishedAt: post.publishedAt,
      author: author ?? null,
      readingMinutes: readingMinutes(post.wordCount),
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      socialImage: post.socialImage,
      socialImageAlt: post.socialImageAlt,
      noindex: post.noindex,
      canonicalUrl: post.canonicalUrl,
      version: post.version,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
    };
  }

  private async bylines(manager: EntityManager, authorIds: (string | null)[]): Promise<(BlogByline | undefined)[]> {
    const ids = [...new Set(authorIds.filter((id): id is string => id !== null))];
    const rows = ids.length
      ? await manager.getRepository(BlogAuthor).createQueryBuilder('author').where('author.account_id = ANY(:ids)', { ids }).getMany()
      : [];
    const byId = new Map(rows.map((row) => [row.accountId, { name: row.displayName, photo: row.photo }]));
    return authorIds.map((id) => (id ? byId.get(id) : undefined));
  }

  /** Posts as cards: category, tags, byline and the cover's library entry, a query each for the whole list. */
  private async summaries(posts: BlogPost[]): Promise<BlogPostSummary[]> {
    if (posts.length === 0) return [];
    const manager = this.dataSource.manager;
    const postIds = posts.map((post) => post.id);
    const categoryIds = [...new Set(posts.map((post) => post.categoryId).filter((id): id is string => id !== null))];
    const [categories, tagRows, bylines, media] = await Promise.all([
      categoryIds.length ? manager.getRepository(BlogCategory).createQueryBuilder('c').where('c.id = ANY(:ids)', { ids: categoryIds }).getMany() : [],
      manager
        .createQueryBuilder()
        .select(['pt.post_id AS post_id', 't.id AS id', 't.slug AS slug', 't.name AS name'])
        .from(BlogPostTag, 'pt')
        .innerJoin(BlogTag, 't', 't.id = pt.tag_id')
        .where('pt.post_id = ANY(:ids)', { ids: postIds })
        .orderBy('t.name')
        .getRawMany<{ post_id: string } & BlogTerm>(),
      this.bylines(
        manager,
        posts.map((post) => post.authorId),
      ),
      this.mediaByIds(posts.map((post) => mediaIdOf(post.coverImage)).filter((id): id is string => id !== undefined)),
    ]);
    const categoryById = new Map(categories.map((category) => [category.id, { id: category.id, slug: category.slug, name: category.name }]));
    return posts.map((post, i) => {
      const coverId = mediaIdOf(post.coverImage);
      return {
        id: post.id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        coverImage: post.coverImage,
        coverImageAlt: post.coverImageAlt,
        coverMedia: (coverId && media[coverId]) || null,
        publishedAt: post.publishedAt!,
        updatedAt: post.updatedAt,
        readingMinutes: readingMinutes(post.wordCount),
        category: (post.categoryId && categoryById.get(post.categoryId)) || null,
        tags: tagRows.filter((row) => row.post_id === post.id).map(({ id, slug, name }) => ({ id, slug, name })),
        author: bylines[i] ?? null,
      };
    });
  }

  private async related(post: BlogPost): Promise<BlogPostSummary[]> {
    const tagIds = await this.tagIdsOf(this.dataSource.manager, post.id);
    if (!post.categoryId && tagIds.length === 0) return [];
    const posts = await this.dataSource
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      .where(VISIBLE)
      .andWhere('post.id <> :id', { id: post.id })
      .andWhere('(post.category_id = :category OR EXISTS (SELECT 1 FROM blog_post_tag pt WHERE pt.post_id = post.id AND pt.tag_id = ANY(:tags)))', {
        category: post.categoryId,
        tags: tagIds,
      })
      .orderBy('post.published_at', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(BLOG_LIMITS.related)
      .getMany();
    return this.summaries(posts);
  }

  private async mediaByIds(ids: string[]): Promise<Record<string, SiteMedia>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return {};
    const items = await this.dataSource.getRepository(MediaItem).createQueryBuilder('item').where('item.id = ANY(:ids)', { ids: unique }).getMany();
    return Object.fromEntries(items.map((item) => [item.id, toMedia(item)]));
  }

  private async publicCategory(slug: string): Promise<BlogCategoryRecord> {
    const category = await this.dataSource.getRepository(BlogCategory).findOneBy({ slug });
    if (!category) throw new NotFoundException(`There is no category at /blog/category/${slug}/`);
    return (await this.categoryRecords(this.dataSource.manager, category.id))[0];
  }

  private async publicTag(slug: string): Promise<BlogTagRecord> {
    const tag = await this.dataSource.getRepository(BlogTag).findOneBy({ slug });
    if (!tag) throw new NotFoundException(`There is no tag at /blog/tag/${slug}/`);
    return (await this.tagRecords(this.dataSource.manager, tag.id))[0];
  }

  private async categoryRecords(manager: EntityManager = this.dataSource.manager, id?: string): Promise<BlogCategoryRecord[]> {
    const rows: (Omit<BlogCategoryRecord, 'posts'> & { posts: string })[] = await manager.query(
      `SELECT c.id, c.slug, c.name, c.description, c.version,
              (SELECT count(*) FROM blog_post post WHERE post.category_id = c.id AND ${VISIBLE}) AS posts
       FROM blog_category c ${id ? 'WHERE c.id = $1' : ''} ORDER BY c.name, c.id`,
      id ? [id] : [],
    );
    return rows.map((row) => ({ ...row, posts: Number(row.posts) }));
  }

  private async tagRecords(manager: EntityManager = this.dataSource.manager, id?: string): Promise<BlogTagRecord[]> {
    const rows: (Omit<BlogTagRecord, 'posts'> & { posts: string })[] = await manager.query(
      `SELECT t.id, t.slug, t.name, t.version,
              (SELECT count(*) FROM blog_post_tag pt JOIN blog_post post ON post.id = pt.post_id WHERE pt.tag_id = t.id AND ${VISIBLE}) AS posts
       FROM blog_tag t ${id ? 'WHERE t.id = $1' : ''} ORDER BY t.name, t.id`,
      id ? [id] : [],
    );
    return rows.map((row) => ({ ...row, posts: Number(row.posts) }));
  }
}

/** The stored fields the audit log compares. */
const pick = (post: BlogPost) => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  coverImage: post.coverImage,
  coverImageAlt: post.coverImageAlt,
  body: post.body,
  categoryId: post.categoryId,
  status: post.status,
  publishedAt: post.publishedAt?.toISOString() ?? null,
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
  socialImage: post.socialImage,
  socialImageAlt: post.socialImageAlt,
  noindex: post.noindex,
  canonicalUrl: post.canonicalUrl,
});

const statusOf = (post: BlogPost) =>
  post.status === 'draft'
    ? 'draft'
    : post.publishedAt && post.publishedAt.getTime() > Date.now()
      ? `scheduled at ${post.publishedAt.toISOString()}`
      : 'published';
