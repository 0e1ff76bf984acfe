import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import { lockedForWrite, slugFrom, slugHolder, slugRace } from '../documents/published-document.js';
import { VISIBLE } from './blog-queries.js';
import { BlogWrites } from './blog-writes.js';
import type { BlogCategoryInput, BlogCategoryRecord, BlogTagInput, BlogTagRecord } from './blog.dto.js';
import { BlogCategory, BlogTag } from './blog.entities.js';
import { BLOG_LIMITS, BLOG_TEXTS } from './texts.js';

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

/** The blog's categories and tags: their records with visible post counts, and their writes. */
@Injectable()
export class BlogTermsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: BlogWrites,
  ) {}

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

  /** The category at /blog/category/{slug}/, for its list page; 404 when there is none. */
  async categoryBySlug(slug: string): Promise<BlogCategoryRecord> {
    const category = await this.dataSource.getRepository(BlogCategory).findOneBy({ slug });
    if (!category) throw new NotFoundException(`There is no category at /blog/category/${slug}/`);
    return (await this.categoryRecords(this.dataSource.manager, category.id))[0];
  }

  /** The tag at /blog/tag/{slug}/, for its list page; 404 when there is none. */
  async tagBySlug(slug: string): Promise<BlogTagRecord> {
    const tag = await this.dataSource.getRepository(BlogTag).findOneBy({ slug });
    if (!tag) throw new NotFoundException(`There is no tag at /blog/tag/${slug}/`);
    return (await this.tagRecords(this.dataSource.manager, tag.id))[0];
  }

  /**
   * A new category or tag (no id), or a new state of one: its slug made from the name when left
   * out and free among its kind, the version it was loaded at (If-Match) still the current one.
   */
  private saveTerm<R>(kind: TermKind<R>, id: string | undefined, input: TermInput, actor: Actor, expectedVersion: number | undefined): Promise<R> {
    const slug = input.slug || slugFrom(input.name, BLOG_LIMITS.termSlugLength, 'post');
    const fields = { ...input, slug };
    const race = `The address with the slug ${slug} was just taken by another save`;
    return this.writes.run(async (manager) => {
      const repository = manager.getRepository(kind.entity);
      const other = await slugHolder(manager, kind.entity, slug, id);
      if (other) throw new ConflictException(kind.slugTaken(slug, other.name));
      let saved: TermEntity;
      if (id === undefined) {
        saved = await slugRace(race, () => repository.save(repository.create(fields)));
      } else {
        const existing = await lockedForWrite(manager, kind.entity, id, { notFound: kind.notFound, stale: BLOG_TEXTS.stale }, expectedVersion);
        await slugRace(race, () => repository.update({ id }, { ...fields, version: existing.version + 1 }));
        saved = await repository.findOneByOrFail({ id });
      }
      await this.writes.record(manager, actor, {
        kind: 'blog',
        action: id ? 'update' : 'create',
        subject: `${kind.subject}: ${saved.name}`,
        subjectId: saved.id,
      });
      return kind.record(manager, saved.id);
    });
  }

  private removeTerm<R>(kind: TermKind<R>, id: string, actor: Actor): Promise<{ message: string }> {
    return this.writes.run(async (manager) => {
      const existing = await manager.getRepository(kind.entity).findOneBy({ id });
      if (!existing) throw new NotFoundException(kind.notFound(id));
      await manager.getRepository(kind.entity).delete({ id });
      await this.writes.record(manager, actor, { kind: 'blog', action: 'delete', subject: `${kind.subject}: ${existing.name}`, subjectId: id });
      return { message: kind.deleted(existing.name) };
    });
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
