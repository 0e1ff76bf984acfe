import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { SAFE_LINK } from '../content/sections.js';
import { IsRichText } from '../rich-text/is-rich-text.decorator.js';
import type { RichTextDoc } from '../rich-text/rich-text.js';
import { PAGE_STATUSES, type PageStatus } from './site-page.entity.js';
import { PAGE_LIMITS, PAGE_TEXTS, SLUG_PATTERN } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An absolute https address or a path of this site (not //host). */
const CANONICAL = /^(https:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*)$/iu;

/**
 * How the page appears in search results and when shared (the names of the shared SEO fields);
 * empty means "from the content": the title, the body's first words, the site's sharing image.
 */
export class PageSeoFields {
  /** the title search engines show (at most 70 characters; about 60 fit) */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(70)
  seoTitle?: string;

  /** the description search engines show (at most 200 characters; about 155 fit) */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  seoDescription?: string;

  /** the picture shared with a link to the page: an https address or /media/{id} */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2048)
  @Matches(SAFE_LINK, { message: 'The social image must be an https:// address or a path of this site such as /media/…' })
  socialImage?: string;

  /** what the social image shows, for people who cannot see it */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  socialImageAlt?: string;

  /** keep the page out of search results and the sitemap */
  @IsOptional()
  @IsBoolean()
  noindex?: boolean;

  /** the address search engines should credit instead of this page's: an https:// address or a path starting with / */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2048)
  @Matches(CANONICAL, { message: 'The canonical address must be an https:// address or a path starting with /' })
  canonicalUrl?: string;
}

/** A page to add, or the new state of one (its status changes through publish and unpublish). */
export class PageInput extends PageSeoFields {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: PAGE_TEXTS.titleRequired })
  @MaxLength(PAGE_LIMITS.titleLength, { message: PAGE_TEXTS.titleTooLong })
  title: string;

  /** the address: /{slug} */
  @ApiProperty({ pattern: SLUG_PATTERN.source, maxLength: PAGE_LIMITS.slugLength, example: 'privacy-policy' })
  @Transform(trim)
  @IsString()
  @MaxLength(PAGE_LIMITS.slugLength, { message: PAGE_TEXTS.slugForm })
  @Matches(SLUG_PATTERN, { message: PAGE_TEXTS.slugForm })
  slug: string;

  /** the page's text as the editor gives it (rich-text JSON); cleaned on the server */
  @IsRichText()
  body: RichTextDoc;

  /** shown in the navigation bar once published */
  @IsOptional()
  @IsBoolean()
  showInNav?: boolean;

  /** shown in the footer's Quick Links once published */
  @IsOptional()
  @IsBoolean()
  showInFooter?: boolean;

  /** the order among placed pages, smallest first */
  @IsOptional()
  @IsInt({ message: PAGE_TEXTS.positionRange })
  @Min(0, { message: PAGE_TEXTS.positionRange })
  @Max(PAGE_LIMITS.maxPosition, { message: PAGE_TEXTS.positionRange })
  navPosition?: number;

  /**
   * When the slug changes: send visitors of the old address to the new one (301), made in the same
   * save (both or neither). Ignored when the slug stays.
   */
  @IsOptional()
  @IsBoolean()
  redirectOldSlug?: boolean;
}

/** A page in the back office's list. */
export class PageSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;
  title: string;
  slug: string;
  @ApiProperty({ enum: PAGE_STATUSES })
  status: PageStatus;
  noindex: boolean;
  showInNav: boolean;
  showInFooter: boolean;
  navPosition: number;
  /** send it back as If-Match when saving */
  version: number;
  @ApiProperty({ type: Date, nullable: true })
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A page as its editor loads it. */
export class PageRecord extends PageSummary {
  @ApiProperty({ type: 'object', additionalProperties: true })
  body: RichTextDoc;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  socialImageAlt: string;
  canonicalUrl: string;
}

/** A published page as visitors see it: its body rendered to HTML on the server. */
export class PublishedPage {
  title: string;
  slug: string;
  /** the body as HTML, every text escaped and every link and image checked */
  html: string;
  /** for search engines: the SEO description, else the body's first words */
  description: string;
  seoTitle: string;
  socialImage: string;
  socialImageAlt: string;
  noindex: boolean;
  canonicalUrl: string;
  @ApiProperty({ type: Date, nullable: true })
  publishedAt: Date | null;
  updatedAt: Date;
}

/** A page placed in the navigation bar or the footer (published ones only), for the site snapshot. */
export class NavPage {
  slug: string;
  title: string;
  inNav: boolean;
  inFooter: boolean;
  position: number;
}

/** What the editor shows in its preview: the unsaved body. */
export class PagePreviewInput {
  @IsRichText()
  body: RichTextDoc;
}

export class PagePreview {
  /** the body as the page will show it */
  html: string;
}
