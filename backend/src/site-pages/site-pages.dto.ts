import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { SiteMedia } from '../media/media.dto.js';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { FIELD_RULES } from '../content/sections.js';
import { IsBranchAddress, IsPageBlocks } from './block-rules.js';
import { BLOCK_KIND_NAMES, BLOCK_LIMITS, type BlockKindName, type PageBlockData } from './blocks.js';
import { IsRichText } from '../rich-text/is-rich-text.decorator.js';
import { SeoFieldsDto } from '../seo/seo-fields.dto.js';
import type { RichTextDoc } from '../rich-text/rich-text.js';
import { PAGE_STATUSES, type PageStatus } from './site-page.entity.js';
import { PAGE_LIMITS, PAGE_TEXTS, SLUG_PATTERN } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One block of a page: its kind, whether visitors see it, and its content. */
export class PageBlock {
  /** the block's own name within the page (the editor makes one: letters, digits, _ and -) */
  @ApiProperty({ pattern: BLOCK_LIMITS.idPattern.source, example: 'intro' })
  id: string;
  @ApiProperty({ enum: BLOCK_KIND_NAMES })
  kind: BlockKindName;
  /** kept on the page but not shown to visitors */
  @ApiProperty({ required: false })
  hidden: boolean;
  /**
   * Rich text: `{ body }` (a rich-text document). A section kind: `{ heading, items }`, the heading a
   * record of the section's heading fields and the items records of its list, each as GET /api/sections
   * describes them (pricing and the contact form: their heading texts only; they show the site's offers and details)
   */
  @ApiProperty({ type: 'object', additionalProperties: true })
  data: PageBlockData;
}

/** A branch's postal address (a location page), its parts as the agency's own address takes them. */
export class BranchAddress {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  /** e.g. GB */
  addressCountry?: string;
}

/** A page to add, or the new state of one (its status changes through publish and unpublish). */
export class PageInput extends SeoFieldsDto {
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

  /**
   * The page's first rich text (rich-text JSON), cleaned on the server; kept for clients made before
   * blocks. Given alone, it becomes (or replaces) the page's first rich-text block; given with
   * `blocks`, it replaces the first rich-text block of those. A new page needs `body` or `blocks`.
   */
  @IsOptional()
  @IsRichText()
  body?: RichTextDoc;

  /** What the page shows, in order (at most 40 blocks); each block's content is checked with its section's rules */
  @IsOptional()
  @ApiProperty({ type: [PageBlock], required: false })
  @IsPageBlocks()
  blocks?: PageBlock[];

  /** A location page: the places it serves (schema.org areaServed), e.g. Leeds */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(BLOCK_LIMITS.maxAreas)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(FIELD_RULES.text.maxLength ?? 0, { each: true })
  areaServed?: string[];

  /** A location page: the branch's postal address (null: none) */
  @IsOptional()
  @ApiProperty({ type: BranchAddress, required: false, nullable: true })
  @IsBranchAddress()
  branchAddress?: BranchAddress | null;

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
  /** the page's first rich-text block's document (an empty document when it has none): see blocks */
  @ApiProperty({ type: 'object', additionalProperties: true })
  body: RichTextDoc;
  @ApiProperty({ type: [PageBlock] })
  blocks: PageBlock[];
  areaServed: string[];
  @ApiProperty({ type: BranchAddress, nullable: true })
  branchAddress: BranchAddress | null;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  socialImageAlt: string;
  canonicalUrl: string;
}

/** A shown block of a published page: rich text as HTML, a section kind as the records the section's component reads. */
export class PublishedBlock {
  id: string;
  @ApiProperty({ enum: BLOCK_KIND_NAMES })
  kind: BlockKindName;
  /** rich text: the document as HTML, every text escaped and every link and image checked */
  html?: string;
  /**
   * A section kind: its records in the site data's shape (section key → records, each with an `_id`),
   * which the public section component reads in place of the site's
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } } })
  sections?: Record<string, Record<string, unknown>[]>;
  /**
   * the section whose site record the block's heading record amends field by field, the others
   * replacing the site's (pricing, contact form, case-study grid, embeds: their heading texts over
   * the site's texts)
   */
  amends?: string;
}

/** A published page as visitors see it: its rich text rendered to HTML on the server. */
export class PublishedPage {
  title: string;
  slug: string;
  /** the shown rich-text blocks' HTML, one after the other (for clients made before blocks), every text escaped and every link and image checked */
  html: string;
  /** the shown blocks, in order */
  @ApiProperty({ type: [PublishedBlock] })
  blocks: PublishedBlock[];
  areaServed: string[];
  @ApiProperty({ type: BranchAddress, nullable: true })
  branchAddress: BranchAddress | null;
  /** the library images the blocks' fields name (`/media/{id}`), keyed by id */
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(SiteMedia) } })
  media: Record<string, SiteMedia>;
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
