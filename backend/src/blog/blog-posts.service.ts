import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { changedFields, type Actor } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import {
  isScheduled,
  lockedForWrite,
  publicationNote,
  publishedAtFor,
  scheduledWhere,
  slugFrom,
  slugHolder,
  slugRace,
} from '../documents/published-document.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { cleanRichText } from '../rich-text/rich-text.js';
import { bylines, readingMinutes, tagIdsOf, VISIBLE, wordsOf } from './blog-queries.js';
import { BlogWrites } from './blog-writes.js';
import type { BlogPostInput, BlogPostListItem, BlogPostListQuery, BlogPostRecord } from './blog.dto.js';
import { BlogCategory, BlogPost, BlogPostTag, BlogTag } from './blog.entities.js';
import { BLOG_LIMITS, BLOG_TEXTS, RESERVED_POST_SLUGS } from './texts.js';

/** What a save of a post changes, as stored. */
type PostFields = Omit<BlogPost, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'authorId'>;

const POST_LOCK_TEXTS = { notFound: BLOG_TEXTS.postNotFound, stale: BLOG_TEXTS.stale };

const slugRaceText = (slug: string) => `The address with the slug ${slug} was just taken by another save`;

/** The back office's posts: the list, a post's record, and every write of a post. */
@Injectable()
export class BlogPostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: BlogWrites,
    private readonly redirects: RedirectsService,
  ) {}

  /** `ownOnly`: the author a member who does not publish is held to (OwnPostsOnly); they list their own posts. */
  async adminList(query: BlogPostListQuery, ownOnly: string | null = null): Promise<Page<BlogPostListItem>> {
    const { page, pageSize, offset } = pageBounds(query, 20);
    const builder = this.dataSource.getRepository(BlogPost).createQueryBuilder('post').leftJoin(BlogCategory, 'category', 'category.id = post.category_id');
    if (ownOnly !== null) builder.andWhere('post.author_id = :ownOnly', { ownOnly });
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      builder.andWhere('(post.title ILIKE :pattern OR post.slug ILIKE :pattern)', { pattern });
    }
    if (query.status === 'draft') builder.andWhere(`post.status = 'draft'`);
    if (query.status === 'published') builder.andWhere(VISIBLE);
    if (query.status === 'scheduled') builder.andWhere(scheduledWhere('post'));
    const total = await builder.getCount();
    const rows = await builder
      .select(['post.id', 'post.slug', 'post.title', 'post.status', 'post.publishedAt', 'post.updatedAt', 'post.version'])
      .addSelect('category.name', 'category_name')
      .addSelect(scheduledWhere('post'), 'scheduled')
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

  async adminGet(id: string, ownOnly: string | null = null): Promise<BlogPostRecord> {
    const post = await this.dataSource.getRepository(BlogPost).findOneBy({ id });
    if (!post) throw new NotFoundException(BLOG_TEXTS.postNotFound(id));
    if (ownOnly !== null && post.authorId !== ownOnly) throw new ForbiddenException(BLOG_TEXTS.notYourPost);
    return this.record(this.dataSource.manager, post);
  }

  async create(input: BlogPostInput, actor: Viewer, ownOnly: string | null = null): Promise<BlogPostRecord> {
    if (ownOnly !== null && (input.status ?? 'draft') !== 'draft') throw new ForbiddenException(BLOG_TEXTS.publishingNeedsEditor);
    return this.writes.run(async (manager) => {
      const fields = await this.checkedPost(manager, input, undefined);
      const repository = manager.getRepository(BlogPost);
      const saved = await slugRace(slugRaceText(fields.slug), () =>
        repository.save(repository.create({ ...fields, authorId: actor.apiKey ? null : actor.id }), { reload: true }),
      );
      await this.setTags(manager, saved.id, input.tagIds ?? []);
      await this.writes.record(manager, actor, {
        kind: 'blog',
        action: 'create',
        subject: `Post: ${saved.title}`,
        subjectId: saved.id,
        detail: publicationNote(saved),
      });
      return this.record(manager, saved);
    });
  }

  /**
   * A post's new state. With `redirectOldSlug`, a changed slug also redirects the post's old address
   * to the new one (and redirects that led to the old one now lead to the new), in the same
   * transaction: both happen, or neither.
   */
  async update(id: string, input: BlogPostInput, actor: Actor, expectedVersion?: number, ownOnly: string | null = null): Promise<BlogPostRecord> {
    return this.writes.run(async (manager, change) => {
      const existing = await lockedForWrite(manager, BlogPost, id, POST_LOCK_TEXTS, expectedVersion);
      this.refuseOutsideOwnDrafts(existing, ownOnly);
      if (ownOnly !== null && (input.status ?? 'draft') !== 'draft') throw new ForbiddenException(BLOG_TEXTS.publishingNeedsEditor);
      const fields = await this.checkedPost(manager, input, existing);
      if (fields.slug !== undefined && fields.slug !== existing.slug) {
        await this.redirects.moved(change, `/blog/${existing.slug}`, `/blog/${fields.slug}`, actor, {
          redirect: input.redirectOldSlug === true,
          note: BLOG_TEXTS.redirectNote(fields.title ?? existing.title),
        });
      }
      const beforeTags = await tagIdsOf(manager, id);
      await slugRace(slugRaceText(fields.slug), () => manager.getRepository(BlogPost).save({ ...existing, ...fields }));
      if (input.tagIds !== undefined) await this.setTags(manager, id, input.tagIds);
      const saved = await manager.getRepository(BlogPost).findOneByOrFail({ id });
      const before = { ...pick(existing), tagIds: beforeTags };
      const after = { ...pick(saved), tagIds: await tagIdsOf(manager, id) };
      await this.writes.record(manager, actor, {
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
    return this.writes.run(async (manager) => {
      const existing = await lockedForWrite(manager, BlogPost, id, POST_LOCK_TEXTS, expectedVersion);
      const at = publishedAt ? new Date(publishedAt) : new Date();
      await manager.getRepository(BlogPost).update({ id }, { status: 'published', publishedAt: at, version: existing.version + 1 });
      const saved = await manager.getRepository(BlogPost).findOneByOrFail({ id });
      const scheduled = at.getTime() > Date.now();
      await this.writes.record(manager, actor, {
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
    return this.writes.run(async (manager) => {
      const existing = await lockedForWrite(manager, BlogPost, id, POST_LOCK_TEXTS, expectedVersion);
      await manager.getRepository(BlogPost).update({ id }, { status: 'draft', version: existing.version + 1 });
      const saved = await manager.getRepository(BlogPost).findOneByOrFail({ id });
      await this.writes.record(manager, actor, { kind: 'blog', action: 'unpublish', subject: `Post: ${saved.title}`, subjectId: id });
      return this.record(manager, saved);
    });
  }

  async remove(id: string, actor: Actor, ownOnly: string | null = null): Promise<{ message: string }> {
    return this.writes.run(async (manager) => {
      const existing = await manager.getRepository(BlogPost).findOneBy({ id });
      if (!existing) throw new NotFoundException(BLOG_TEXTS.postNotFound(id));
      this.refuseOutsideOwnDrafts(existing, ownOnly);
      await manager.getRepository(BlogPost).delete({ id });
      await this.writes.record(manager, actor, { kind: 'blog', action: 'delete', subject: `Post: ${existing.title}`, subjectId: id });
      return { message: BLOG_TEXTS.deleted(existing.title) };
    });
  }

  /** A member held to their own posts (an Author) changes only their own drafts; what visitors see is an Editor's. */
  private refuseOutsideOwnDrafts(post: BlogPost, ownOnly: string | null): void {
    if (ownOnly === null) return;
    if (post.authorId !== ownOnly) throw new ForbiddenException(BLOG_TEXTS.notYourPost);
    if (post.status !== 'draft') throw new ForbiddenException(BLOG_TEXTS.publishedNeedsEditor);
  }

  /** The input as stored: slug made and checked, body cleaned, category and tags known, publish time set. */
  private async checkedPost(manager: EntityManager, input: BlogPostInput, existing: BlogPost | undefined): Promise<PostFields> {
    const slug = input.slug || existing?.slug || slugFrom(input.title, BLOG_LIMITS.slugLength, 'post');
    if ((RESERVED_POST_SLUGS as readonly string[]).includes(slug)) throw new ConflictException(BLOG_TEXTS.slugReserved(slug));
    const other = await slugHolder(manager, BlogPost, slug, existing?.id);
    if (other) throw new ConflictException(BLOG_TEXTS.slugTaken(slug, other.title));
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
      publishedAt: publishedAtFor(status, input.publishedAt, existing?.publishedAt),
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null,
      socialImage: input.socialImage ?? null,
      socialImageAlt: input.socialImageAlt ?? null,
      noindex: input.noindex ?? false,
      canonicalUrl: input.canonicalUrl ?? null,
    };
  }

  private async setTags(manager: EntityManager, postId: string, tagIds: string[]): Promise<void> {
    await manager.getRepository(BlogPostTag).delete({ postId });
    const unique = [...new Set(tagIds)];
    if (unique.length) await manager.getRepository(BlogPostTag).insert(unique.map((tagId) => ({ postId, tagId })));
  }

  private async record(manager: EntityManager, post: BlogPost): Promise<BlogPostRecord> {
    const [author] = await bylines(manager, [post.authorId]);
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      coverImage: post.coverImage,
      coverImageAlt: post.coverImageAlt,
      body: post.body,
      categoryId: post.categoryId,
      tagIds: await tagIdsOf(manager, post.id),
      status: post.status,
      scheduled: isScheduled(post),
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
