import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { oneOf } from '../common/check-constraints.js';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../documents/published-document.js';
import type { RichTextDoc } from '../rich-text/rich-text.js';

export const POST_STATUSES = PUBLICATION_STATUSES;
export type PostStatus = PublicationStatus;

/** A topic of the blog: one per post, with its own page at /blog/category/{slug}/. */
@Entity('blog_category')
@Index('blog_category_slug_key', ['slug'], { unique: true })
export class BlogCategory {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description: string;

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A keyword of the blog: many per post, with its own page at /blog/tag/{slug}/. */
@Entity('blog_tag')
@Index('blog_tag_slug_key', ['slug'], { unique: true })
export class BlogTag {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * How an Admin signs their posts: the roster and accounts hold an e-mail address only, which is no
 * byline, so each author sets a display name and a photo (a library image or a safe URL) once.
 */
@Entity('blog_author')
export class BlogAuthor {
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  @ForeignKey(() => Account, { name: 'blog_author_account_id_fkey', onDelete: 'CASCADE' })
  accountId: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100 })
  displayName: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  photo: string | null;

  /** the author's bio or profile page, for the posts' structured data */
  @Column({ name: 'profile_url', type: 'varchar', length: 2048, nullable: true })
  profileUrl: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A post. Visitors see it when it is published and its publish time has passed (a later time is
 * a scheduled post: BlogSchedule moves the site version at that time on whichever instance comes
 * first). The public list walks `blog_post_public` newest first, so a page reads its own rows.
 */
@Entity('blog_post')
@Check('blog_post_status_check', oneOf('status', POST_STATUSES))
@Check('blog_post_published_at_check', `"status" = 'draft' OR "published_at" IS NOT NULL`)
@Index('blog_post_slug_key', ['slug'], { unique: true })
@Index('blog_post_public', ['publishedAt', 'id'], { where: `"status" = 'published'` })
@Index('blog_post_category_public', ['categoryId', 'publishedAt', 'id'], { where: `"status" = 'published'` })
export class BlogPost {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  excerpt: string;

  @Column({ name: 'cover_image', type: 'varchar', length: 2048, nullable: true })
  coverImage: string | null;

  @Column({ name: 'cover_image_alt', type: 'varchar', length: 300, default: '' })
  coverImageAlt: string;

  /** cleaned by cleanRichText on the way in; rendered to HTML on the server only */
  @Column({ type: 'jsonb' })
  body: RichTextDoc;

  /** the body's words, for reading time, taken when the body is saved */
  @Column({ name: 'word_count', type: 'integer', default: 0 })
  wordCount: number;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  @ForeignKey(() => Account, { name: 'blog_post_author_id_fkey', onDelete: 'SET NULL' })
  authorId: string | null;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  @ForeignKey(() => BlogCategory, { name: 'blog_post_category_id_fkey', onDelete: 'SET NULL' })
  categoryId: string | null;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status: PostStatus;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ name: 'seo_title', type: 'varchar', length: 70, nullable: true })
  seoTitle: string | null;

  @Column({ name: 'seo_description', type: 'varchar', length: 200, nullable: true })
  seoDescription: string | null;

  @Column({ name: 'social_image', type: 'varchar', length: 2048, nullable: true })
  socialImage: string | null;

  @Column({ name: 'social_image_alt', type: 'varchar', length: 300, nullable: true })
  socialImageAlt: string | null;

  @Column({ type: 'boolean', default: false })
  noindex: boolean;

  @Column({ name: 'canonical_url', type: 'varchar', length: 2048, nullable: true })
  canonicalUrl: string | null;

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The tags of a post; read by tag through `blog_post_tag_by_tag`. */
@Entity('blog_post_tag')
@Index('blog_post_tag_by_tag', ['tagId', 'postId'])
export class BlogPostTag {
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  @ForeignKey(() => BlogPost, { name: 'blog_post_tag_post_id_fkey', onDelete: 'CASCADE' })
  postId: string;

  @PrimaryColumn({ name: 'tag_id', type: 'uuid' })
  @ForeignKey(() => BlogTag, { name: 'blog_post_tag_tag_id_fkey', onDelete: 'CASCADE' })
  tagId: string;
}

export const BLOG_ENTITIES = [BlogCategory, BlogTag, BlogAuthor, BlogPost, BlogPostTag];
