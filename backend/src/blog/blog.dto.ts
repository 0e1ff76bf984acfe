import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQuery } from '../common/pagination/page.dto.js';
import { SLUG } from '../documents/published-document.js';
import { SiteMedia } from '../media/media.dto.js';
import { IsRichText } from '../rich-text/is-rich-text.decorator.js';
import { SeoFieldsOf, type SeoFieldsProfile } from '../seo/seo-fields.dto.js';
import type { RichTextDoc } from '../rich-text/rich-text.js';
import { POST_STATUSES, type PostStatus } from './blog.entities.js';
import { BLOG_LIMITS, BLOG_TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty string means "none" for optional addresses and overrides. */
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Lower-case words joined by single hyphens: the part of a post's, category's or tag's address. */
export { SLUG };
/** An image: a library image /media/{id}, a path of this site or an http(s) address (no javascript:, data: or //host). */
export const IMAGE_ADDRESS = /^(https?:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*)$/iu;
/** An author's profile: an http(s) address, or a page of this site. */
export const PROFILE_ADDRESS = IMAGE_ADDRESS;

/**
 * The post's SEO overrides, as the blog's contract has them: null (or an empty string, stored as
 * null) for "the default from the post", and the blog's own messages and image rule.
 */
const BLOG_SEO: SeoFieldsProfile<null> = {
  empty: null,
  socialImage: IMAGE_ADDRESS,
  socialImageAltLength: BLOG_LIMITS.altLength,
  texts: {
    seoTitle: BLOG_TEXTS.seoTitleTooLong,
    seoDescription: BLOG_TEXTS.seoDescriptionTooLong,
    socialImage: BLOG_TEXTS.imageNotSafe,
    socialImageAlt: BLOG_TEXTS.altTooLong,
    canonicalUrl: BLOG_TEXTS.canonicalNotSafe,
  },
  docs: {
    seoTitle: "the title in search results (defaults to the post's title)",
    seoDescription: 'the meta description (defaults to the excerpt)',
    socialImage: 'the image shared on social networks (defaults to the cover)',
    noindex: 'keep it out of search results and the sitemap',
    canonicalUrl: 'another address search engines should credit (an https address or a path of this site)',
  },
};

export class BlogTerm {
  @ApiProperty({ format: 'uuid' })
  id: string;
  slug: string;
  name: string;
}

export class BlogCategoryRecord extends BlogTerm {
  description: string;
  /** published posts visitors can see */
  posts: number;
  /** send it back as If-Match when saving */
  version: number;
}

export class BlogTagRecord extends BlogTerm {
  /** published posts visitors can see */
  posts: number;
  version: number;
}

/** Who signed a post, as visitors see it. */
export class BlogByline {
  name: string;
  /** a library image (/media/{id}) or an image address */
  @ApiProperty({ type: String, nullable: true })
  photo: string | null;
  /** the author's bio or profile page, when they gave one */
  url?: string;
}

/** A post in a list: what its card shows. */
export class BlogPostSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  @ApiProperty({ type: String, nullable: true })
  coverImage: string | null;
  coverImageAlt: string;
  /** the cover's library entry when it is a library image, for `<picture>` */
  @ApiProperty({ type: SiteMedia, nullable: true })
  coverMedia: SiteMedia | null;
  @ApiProperty({ type: Date })
  publishedAt: Date;
  updatedAt: Date;
  /** minutes, at 200 words a minute, at least 1 */
  readingMinutes: number;
  @ApiProperty({ type: BlogTerm, nullable: true })
  category: BlogTerm | null;
  @ApiProperty({ type: [BlogTerm] })
  tags: BlogTerm[];
  @ApiProperty({ type: BlogByline, nullable: true })
  author: BlogByline | null;
}

/** The SEO overrides of a post; empty means the default from the post. */
export class BlogSeo {
  @ApiProperty({ type: String, nullable: true })
  seoTitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  seoDescription: string | null;
  @ApiProperty({ type: String, nullable: true })
  socialImage: string | null;
  @ApiProperty({ type: String, nullable: true })
  socialImageAlt: string | null;
  noindex: boolean;
  @ApiProperty({ type: String, nullable: true })
  canonicalUrl: string | null;
}

/** A post as its page shows it: the body rendered to HTML on the server, and related posts. */
export class BlogPostPublic extends BlogPostSummary {
  /** the body as HTML, rendered and escaped on the server */
  html: string;
  @ApiProperty({ type: BlogSeo })
  seo: BlogSeo;
  /** the author's photo's library entry, when it is one */
  @ApiProperty({ type: SiteMedia, nullable: true })
  authorMedia: SiteMedia | null;
  /** newest published posts sharing its category or a tag */
  @ApiProperty({ type: [BlogPostSummary] })
  related: BlogPostSummary[];
  /** the blog's name, for the post's breadcrumb */
  blogName: string;
}

/** One page of the public list, of the whole blog or of one category or tag. */
export class BlogPostPage {
  @ApiProperty({ type: [BlogPostSummary] })
  items: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** pages in all (at least 1) */
  pages: number;
  /** the blog's name (Blog, Insights…) */
  blogName: string;
  /** the blog's own description (its settings), empty when none is set */
  blogDescription: string;
  @ApiProperty({ type: BlogCategoryRecord, nullable: true, required: false })
  category?: BlogCategoryRecord | null;
  @ApiProperty({ type: BlogTagRecord, nullable: true, required: false })
  tag?: BlogTagRecord | null;
}

export class BlogPostsQuery {
  @ApiProperty({ type: 'integer', default: 1, required: false })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  /** a category's slug */
  @IsOptional()
  @IsString()
  @MaxLength(BLOG_LIMITS.termSlugLength)
  category?: string;

  /** a tag's slug */
  @IsOptional()
  @IsString()
  @MaxLength(BLOG_LIMITS.termSlugLength)
  tag?: string;
}

/** A post as the back office edits it. */
export class BlogPostRecord extends BlogSeo {
  @ApiProperty({ format: 'uuid' })
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  @ApiProperty({ type: String, nullable: true })
  coverImage: string | null;
  coverImageAlt: string;
  @ApiProperty({ type: 'object', additionalProperties: true })
  body: RichTextDoc;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId: string | null;
  @ApiProperty({ type: [String] })
  tagIds: string[];
  @ApiProperty({ enum: POST_STATUSES })
  status: PostStatus;
  /** published with a publish time still to come */
  scheduled: boolean;
  @ApiProperty({ type: Date, nullable: true })
  publishedAt: Date | null;
  @ApiProperty({ type: BlogByline, nullable: true })
  author: BlogByline | null;
  readingMinutes: number;
  /** send it back as If-Match when saving */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A post in the back office's list. */
export class BlogPostListItem {
  @ApiProperty({ format: 'uuid' })
  id: string;
  slug: string;
  title: string;
  @ApiProperty({ enum: POST_STATUSES })
  status: PostStatus;
  scheduled: boolean;
  @ApiProperty({ type: Date, nullable: true })
  publishedAt: Date | null;
  @ApiProperty({ type: String, nullable: true })
  categoryName: string | null;
  updatedAt: Date;
  version: number;
}

export class BlogPostListQuery extends PageQuery {
  /** part of the title or slug, whatever the case */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;

  /** draft, published (visible now) or scheduled */
  @ApiProperty({ enum: ['draft', 'published', 'scheduled'], required: false })
  @IsOptional()
  @IsIn(['draft', 'published', 'scheduled'])
  status?: 'draft' | 'published' | 'scheduled';

  @ApiProperty({ type: 'integer', default: 20, required: false })
  override pageSize?: number;
}

/** A new post or the new state of one. */
export class BlogPostInput extends SeoFieldsOf(BLOG_SEO) {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BLOG_TEXTS.titleRequired })
  @MaxLength(BLOG_LIMITS.titleLength, { message: BLOG_TEXTS.titleTooLong })
  title: string;

  /** the address /blog/{slug}; made from the title when left out */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.slugLength, { message: BLOG_TEXTS.slugTooLong })
  @Matches(SLUG, { message: BLOG_TEXTS.slugPattern })
  slug?: string;

  /** a sentence or two for lists, the feed and the default meta description */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.excerptLength, { message: BLOG_TEXTS.excerptTooLong })
  excerpt?: string;

  /** a library image (/media/{id}) or an image address */
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: BLOG_LIMITS.imageLength })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(BLOG_LIMITS.imageLength, { message: BLOG_TEXTS.imageNotSafe })
  @Matches(IMAGE_ADDRESS, { message: BLOG_TEXTS.imageNotSafe })
  coverImage?: string | null;

  /** what the cover shows, for visitors who cannot see it (needed with a cover) */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.altLength, { message: BLOG_TEXTS.altTooLong })
  coverImageAlt?: string;

  @IsRichText()
  body: RichTextDoc;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'categoryId must be the id of a category' })
  categoryId?: string | null;

  @ApiProperty({ type: [String], required: false })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(BLOG_LIMITS.tagsPerPost, { message: BLOG_TEXTS.tooManyTags })
  @IsUUID('all', { each: true, message: 'tagIds must hold ids of tags' })
  tagIds?: string[];

  /** draft (visitors never see it) or published (visible from publishedAt on) */
  @ApiProperty({ enum: POST_STATUSES, required: false, default: 'draft' })
  @IsOptional()
  @IsIn(POST_STATUSES, { message: BLOG_TEXTS.badStatus })
  status?: PostStatus;

  /** when visitors first see it; a later time schedules it; now when published without one */
  @ApiProperty({ type: String, format: 'date-time', nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsDateString({ strict: true }, { message: BLOG_TEXTS.badDate })
  publishedAt?: string | null;

  /**
   * When the slug changes: send visitors of the post's old address to the new one (301), made in
   * the same save (both or neither). Ignored when the slug stays, and when a post is created.
   */
  @IsOptional()
  @IsBoolean()
  redirectOldSlug?: boolean;
}

/** Publish now, or at a later time (scheduled). */
export class BlogPublishInput {
  /** when visitors first see it; now when left out */
  @ApiProperty({ type: String, format: 'date-time', required: false })
  @IsOptional()
  @IsDateString({ strict: true }, { message: BLOG_TEXTS.badDate })
  publishedAt?: string;
}

export class BlogCategoryInput {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BLOG_TEXTS.nameRequired })
  @MaxLength(BLOG_LIMITS.termNameLength, { message: BLOG_TEXTS.nameTooLong })
  name: string;

  /** the address /blog/category/{slug}/; made from the name when left out */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.termSlugLength, { message: BLOG_TEXTS.termSlugTooLong })
  @Matches(SLUG, { message: BLOG_TEXTS.slugPattern })
  slug?: string;

  /** shown on the category's page and as its meta description */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.descriptionLength, { message: BLOG_TEXTS.descriptionTooLong })
  description?: string;
}

export class BlogTagInput {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BLOG_TEXTS.nameRequired })
  @MaxLength(BLOG_LIMITS.termNameLength, { message: BLOG_TEXTS.nameTooLong })
  name: string;

  /** the address /blog/tag/{slug}/; made from the name when left out */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.termSlugLength, { message: BLOG_TEXTS.termSlugTooLong })
  @Matches(SLUG, { message: BLOG_TEXTS.slugPattern })
  slug?: string;
}

/** The blog's own settings. */
export class BlogSettings {
  /** what the blog is called in the navigation, its page and its feed (Blog, Insights, Case studies…) */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BLOG_TEXTS.blogNameRequired })
  @MaxLength(BLOG_LIMITS.blogNameLength, { message: BLOG_TEXTS.blogNameTooLong })
  name: string;

  /** the list's introduction and meta description */
  @ApiProperty({ required: false, maxLength: BLOG_LIMITS.descriptionLength })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BLOG_LIMITS.descriptionLength, { message: BLOG_TEXTS.descriptionTooLong })
  description?: string;
}

/** How the signed-in Admin signs their posts. */
export class BlogAuthorInput {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BLOG_TEXTS.authorNameRequired })
  @MaxLength(BLOG_LIMITS.authorNameLength, { message: BLOG_TEXTS.authorNameTooLong })
  displayName: string;

  /** a library image (/media/{id}) or an image address; empty for none */
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: BLOG_LIMITS.imageLength })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(BLOG_LIMITS.imageLength, { message: BLOG_TEXTS.imageNotSafe })
  @Matches(IMAGE_ADDRESS, { message: BLOG_TEXTS.imageNotSafe })
  photo?: string | null;

  /** the author's bio or profile page (https://…), named as the author's address in posts' structured data; empty for none */
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: BLOG_LIMITS.imageLength })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(BLOG_LIMITS.imageLength, { message: BLOG_TEXTS.profileUrlNotSafe })
  @Matches(PROFILE_ADDRESS, { message: BLOG_TEXTS.profileUrlNotSafe })
  profileUrl?: string | null;
}

export class BlogAuthorRecord {
  /** empty until the Admin sets it: posts then show no byline */
  displayName: string;
  @ApiProperty({ type: String, nullable: true })
  photo: string | null;
  @ApiProperty({ type: String, nullable: true })
  profileUrl: string | null;
}

/** What the post editor shows in its preview: the unsaved body. */
export class BlogPostPreviewInput {
  @IsRichText()
  body: RichTextDoc;
}

export class BlogPostPreview {
  /** the body as the post's page will show it */
  html: string;
}
