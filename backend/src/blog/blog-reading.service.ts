import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { SiteVersion } from '../content/site-version.service.js';
import { mediaIdOf, MediaService } from '../media/media.service.js';
import { cleanRichText, renderRichText, richTextMediaIds, type RichTextDoc } from '../rich-text/rich-text.js';
import { BlogAuthorsService } from './blog-authors.service.js';
import { bylines, readingMinutes, tagIdsOf, VISIBLE } from './blog-queries.js';
import { BlogTermsService } from './blog-terms.service.js';
import type { BlogPostPage, BlogPostPublic, BlogPostSummary, BlogTerm } from './blog.dto.js';
import { BlogCategory, BlogPost, BlogPostTag, BlogTag } from './blog.entities.js';
import { BLOG_LIMITS, BLOG_TEXTS } from './texts.js';

/** What visitors read of the blog: its list pages, a post with its related posts, the feed's posts. */
@Injectable()
export class BlogReadingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly siteVersion: SiteVersion,
    private readonly media: MediaService,
    private readonly authors: BlogAuthorsService,
    private readonly terms: BlogTermsService,
  ) {}

  /** Visible posts per list (whole blog, a category, a tag) and site version: see visibleCount. */
  private readonly counts = new LRUCache<string, number>({ max: 1000 });

  /** One page of the newest visible posts, of the whole blog or of one category or tag (by slug). */
  async publicPage(query: { page?: number; category?: string; tag?: string }): Promise<BlogPostPage> {
    const page = query.page ?? 1;
    const pageSize = BLOG_LIMITS.pageSize;
    const [settings, category, tag] = await Promise.all([
      this.authors.settings(),
      query.category === undefined ? undefined : this.terms.categoryBySlug(query.category),
      query.tag === undefined ? undefined : this.terms.tagBySlug(query.tag),
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
      blogDescription: settings.description ?? '',
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

  /** An unsaved body as the post's page will show it (library images as <picture>). */
  async previewHtml(body: RichTextDoc): Promise<string> {
    const clean = cleanRichText(body);
    return renderRichText(clean, await this.media.mediaByIds(richTextMediaIds(clean)));
  }

  /** A visible post by its slug, with its body as HTML and its related posts; 404 for drafts and posts still to come. */
  async publicPost(slug: string): Promise<BlogPostPublic> {
    const post = await this.dataSource.getRepository(BlogPost).createQueryBuilder('post').where(VISIBLE).andWhere('post.slug = :slug', { slug }).getOne();
    if (!post) throw new NotFoundException(BLOG_TEXTS.publicPostNotFound(slug));
    const [summary] = await this.summaries([post]);
    const bodyIds = richTextMediaIds(post.body);
    const authorPhotoId = mediaIdOf(summary.author?.photo);
    const media = await this.media.mediaByIds([...new Set([...bodyIds, ...(authorPhotoId ? [authorPhotoId] : [])])]);
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
      blogName: (await this.authors.settings()).name,
    };
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

  /** Posts as cards: category, tags, byline and the cover's library entry, a query each for the whole list. */
  private async summaries(posts: BlogPost[]): Promise<BlogPostSummary[]> {
    if (posts.length === 0) return [];
    const manager = this.dataSource.manager;
    const postIds = posts.map((post) => post.id);
    const categoryIds = [...new Set(posts.map((post) => post.categoryId).filter((id): id is string => id !== null))];
    const coverIds = posts.map((post) => mediaIdOf(post.coverImage)).filter((id): id is string => id !== undefined);
    const [categories, tagRows, authors, media] = await Promise.all([
      categoryIds.length ? manager.getRepository(BlogCategory).createQueryBuilder('c').where('c.id = ANY(:ids)', { ids: categoryIds }).getMany() : [],
      manager
        .createQueryBuilder()
        .select(['pt.post_id AS post_id', 't.id AS id', 't.slug AS slug', 't.name AS name'])
        .from(BlogPostTag, 'pt')
        .innerJoin(BlogTag, 't', 't.id = pt.tag_id')
        .where('pt.post_id = ANY(:ids)', { ids: postIds })
        .orderBy('t.name')
        .getRawMany<{ post_id: string } & BlogTerm>(),
      bylines(
        manager,
        posts.map((post) => post.authorId),
      ),
      this.media.mediaByIds([...new Set(coverIds)]),
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
        author: authors[i] ?? null,
      };
    });
  }

  private async related(post: BlogPost): Promise<BlogPostSummary[]> {
    const tagIds = await tagIdsOf(this.dataSource.manager, post.id);
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
}
