import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PUBLICATION_STATUSES, SLUG, type PublicationStatus } from '../documents/published-document.js';
import { SiteMedia } from '../media/media.dto.js';
import { IsRichText } from '../rich-text/is-rich-text.decorator.js';
import type { RichTextDoc } from '../rich-text/rich-text.js';
import { PAGE_SEO, SeoFieldsOf } from '../seo/seo-fields.dto.js';
import { CASE_STUDY_LIMITS as LIMITS, CASE_STUDY_TEXTS as TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

/** A library image's address: the one form whose "used by" the library can tell and whose variants the pages can use. */
export const LIBRARY_IMAGE = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A result: a figure and what it measures. */
export class CaseStudyResult {
  /** the figure as shown, for example "+240 %" */
  @ApiProperty({ example: '+240 %', maxLength: LIMITS.figureLength })
  @Transform(trim)
  @IsString({ message: TEXTS.resultFigure })
  @MinLength(1, { message: TEXTS.resultFigure })
  @MaxLength(LIMITS.figureLength, { message: TEXTS.resultFigure })
  figure: string;

  /** what it measures, for example "organic traffic in 9 months" */
  @ApiProperty({ example: 'organic traffic in 9 months', maxLength: LIMITS.resultLabelLength })
  @Transform(trim)
  @IsString({ message: TEXTS.resultLabel })
  @MinLength(1, { message: TEXTS.resultLabel })
  @MaxLength(LIMITS.resultLabelLength, { message: TEXTS.resultLabel })
  label: string;
}

/** The client's words about the work. */
export class CaseStudyQuote {
  @Transform(trim)
  @IsString({ message: TEXTS.quoteText })
  @MinLength(1, { message: TEXTS.quoteText })
  @MaxLength(LIMITS.quoteLength, { message: TEXTS.quoteText })
  text: string;

  @Transform(trim)
  @IsString({ message: TEXTS.quoteAuthor })
  @MinLength(1, { message: TEXTS.quoteAuthor })
  @MaxLength(LIMITS.quoteAuthorLength, { message: TEXTS.quoteAuthor })
  author: string;

  /** the author's role, for example "Head of e-commerce"; may be empty */
  @Transform(trim)
  @IsString({ message: TEXTS.quoteRole })
  @MaxLength(LIMITS.quoteAuthorLength, { message: TEXTS.quoteRole })
  role: string;
}

/** An image of the gallery: a library image and what it shows. */
export class CaseStudyImage {
  @ApiProperty({ pattern: LIBRARY_IMAGE.source, example: '/media/7d0b6c1e-2f9a-4a53-9a51-4f1f4a0d3c11' })
  @IsString({ message: TEXTS.libraryImage })
  @Matches(LIBRARY_IMAGE, { message: TEXTS.libraryImage })
  src: string;

  /** what it shows, for visitors who cannot see it; empty: the library's alt text */
  @Transform(trim)
  @IsString({ message: TEXTS.altTooLong })
  @MaxLength(LIMITS.altLength, { message: TEXTS.altTooLong })
  alt: string;
}

/** A case study to add, or the new state of one; `status` and `publishedAt` publish or schedule it. */
export class CaseStudyInput extends SeoFieldsOf(PAGE_SEO) {
  @Transform(trim)
  @IsString({ message: TEXTS.titleRequired })
  @MinLength(1, { message: TEXTS.titleRequired })
  @MaxLength(LIMITS.titleLength, { message: TEXTS.titleTooLong })
  title: string;

  /** the address /case-studies/{slug}; made from the title when left out or empty */
  @ApiProperty({ pattern: SLUG.source, maxLength: LIMITS.slugLength, required: false, example: 'outdoor-shop-organic-growth' })
  @IsOptional()
  @Transform(trim)
  @ValidateIf((_, value) => value !== '')
  @IsString({ message: TEXTS.slugForm })
  @MaxLength(LIMITS.slugLength, { message: TEXTS.slugForm })
  @Matches(SLUG, { message: TEXTS.slugForm })
  slug?: string;

  @Transform(trim)
  @IsString({ message: TEXTS.clientRequired })
  @MinLength(1, { message: TEXTS.clientRequired })
  @MaxLength(LIMITS.clientLength, { message: TEXTS.clientTooLong })
  client: string;

  /** the client's industry; the list page filters by it */
  @ApiProperty({ example: 'E-commerce', maxLength: LIMITS.industryLength })
  @Transform(trim)
  @IsString({ message: TEXTS.industryRequired })
  @MinLength(1, { message: TEXTS.industryRequired })
  @MaxLength(LIMITS.industryLength, { message: TEXTS.industryTooLong })
  industry: string;

  /** the services given, by name (the services section's titles where they fit); the list page filters by them */
  @ApiProperty({ type: [String], required: false, example: ['Technical SEO', 'Content strategy'] })
  @IsOptional()
  @Transform(trimEach)
  @IsArray({ message: TEXTS.serviceForm })
  @ArrayMaxSize(LIMITS.services, { message: TEXTS.tooManyServices })
  @IsString({ each: true, message: TEXTS.serviceForm })
  @MinLength(1, { each: true, message: TEXTS.serviceForm })
  @MaxLength(LIMITS.serviceLength, { each: true, message: TEXTS.serviceForm })
  services?: string[];

  /** the challenge, as rich text */
  @IsRichText()
  challenge: RichTextDoc;

  /** what was done, as rich text */
  @IsRichText()
  approach: RichTextDoc;

  @ApiProperty({ type: [CaseStudyResult], required: false, maxItems: LIMITS.results })
  @IsOptional()
  @IsArray({ message: TEXTS.tooManyResults })
  @ArrayMaxSize(LIMITS.results, { message: TEXTS.tooManyResults })
  @ValidateNested({ each: true })
  @Type(() => CaseStudyResult)
  results?: CaseStudyResult[];

  @ApiProperty({ type: CaseStudyQuote, nullable: true, required: false })
  @IsOptional()
  @ValidateNested()
  @Type(() => CaseStudyQuote)
  quote?: CaseStudyQuote | null;

  /** a library image /media/{id}; empty: none */
  @ApiProperty({ required: false, example: '/media/7d0b6c1e-2f9a-4a53-9a51-4f1f4a0d3c11' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsString({ message: TEXTS.libraryImage })
  @Matches(LIBRARY_IMAGE, { message: TEXTS.libraryImage })
  coverImage?: string;

  /** what the cover shows (needed with a cover) */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: TEXTS.altTooLong })
  @MaxLength(LIMITS.altLength, { message: TEXTS.altTooLong })
  coverImageAlt?: string;

  @ApiProperty({ type: [CaseStudyImage], required: false, maxItems: LIMITS.gallery })
  @IsOptional()
  @IsArray({ message: TEXTS.tooManyImages })
  @ArrayMaxSize(LIMITS.gallery, { message: TEXTS.tooManyImages })
  @ValidateNested({ each: true })
  @Type(() => CaseStudyImage)
  gallery?: CaseStudyImage[];

  /** the cards' summary; empty: the challenge's first words */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: TEXTS.excerptTooLong })
  @MaxLength(LIMITS.excerptLength, { message: TEXTS.excerptTooLong })
  excerpt?: string;

  /** draft (visitors never see it) or published (visible from publishedAt on) */
  @ApiProperty({ enum: PUBLICATION_STATUSES, required: false, default: 'draft' })
  @IsOptional()
  @IsIn(PUBLICATION_STATUSES, { message: TEXTS.badStatus })
  status?: PublicationStatus;

  /** when visitors first see it; a later time schedules it; now when published without one */
  @ApiProperty({ type: String, format: 'date-time', nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsDateString({ strict: true }, { message: TEXTS.badDate })
  publishedAt?: string | null;

  /** when the slug of a published study changes: a 301 from the old address, in the same save */
  @IsOptional()
  @IsBoolean()
  redirectOldSlug?: boolean;
}

/** A case study in the back office's list. */
export class CaseStudySummary {
  @ApiProperty({ format: 'uuid' })
  id: string;
  slug: string;
  title: string;
  client: string;
  industry: string;
  @ApiProperty({ enum: PUBLICATION_STATUSES })
  status: PublicationStatus;
  /** published with a publish time to come */
  scheduled: boolean;
  @ApiProperty({ type: Date, nullable: true })
  publishedAt: Date | null;
  updatedAt: Date;
  /** send it back as If-Match when saving */
  version: number;
}

/** A case study as its editor loads it. */
export class CaseStudyRecord extends CaseStudySummary {
  services: string[];
  @ApiProperty({ type: 'object', additionalProperties: true })
  challenge: RichTextDoc;
  @ApiProperty({ type: 'object', additionalProperties: true })
  approach: RichTextDoc;
  results: CaseStudyResult[];
  @ApiProperty({ type: CaseStudyQuote, nullable: true })
  quote: CaseStudyQuote | null;
  coverImage: string;
  coverImageAlt: string;
  gallery: CaseStudyImage[];
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  socialImageAlt: string;
  noindex: boolean;
  canonicalUrl: string;
  createdAt: Date;
}

/** An industry or a service as the list filters by it: its name and the slug of its address. */
export class CaseStudyTerm {
  slug: string;
  name: string;
}

/** A published case study on a card. */
export class CaseStudyCard {
  slug: string;
  title: string;
  client: string;
  industry: CaseStudyTerm;
  services: CaseStudyTerm[];
  /** the summary, or the challenge's first words */
  excerpt: string;
  /** the first result, the card's headline figure */
  @ApiProperty({ type: CaseStudyResult, nullable: true })
  result: CaseStudyResult | null;
  coverImage: string;
  coverImageAlt: string;
  @ApiProperty({ type: SiteMedia, nullable: true })
  coverMedia: SiteMedia | null;
  @ApiProperty({ type: Date })
  publishedAt: Date;
}

/** The list page: the published studies a filter selects, and every industry and service to filter by. */
export class CaseStudyList {
  items: CaseStudyCard[];
  industries: CaseStudyTerm[];
  services: CaseStudyTerm[];
  @ApiProperty({ type: CaseStudyTerm, nullable: true })
  industry: CaseStudyTerm | null;
  @ApiProperty({ type: CaseStudyTerm, nullable: true })
  service: CaseStudyTerm | null;
}

/** A filter of the public list, by the slugs of its addresses. */
export class CaseStudyListQuery {
  @ApiProperty({ required: false, pattern: SLUG.source })
  @IsOptional()
  @IsString()
  @Matches(SLUG)
  @MaxLength(LIMITS.slugLength)
  industry?: string;

  @ApiProperty({ required: false, pattern: SLUG.source })
  @IsOptional()
  @IsString()
  @Matches(SLUG)
  @MaxLength(LIMITS.slugLength)
  service?: string;
}

/** A gallery image with its library entry, for `<picture>`. */
export class CaseStudyPicture extends CaseStudyImage {
  @ApiProperty({ type: SiteMedia, nullable: true })
  media: SiteMedia | null;
}

/** A published case study as visitors see it: its rich text rendered to HTML on the server. */
export class CaseStudyPublic extends CaseStudyCard {
  /** the challenge and what was done, as HTML, every text escaped and every link and image checked */
  challengeHtml: string;
  approachHtml: string;
  results: CaseStudyResult[];
  @ApiProperty({ type: CaseStudyQuote, nullable: true })
  quote: CaseStudyQuote | null;
  gallery: CaseStudyPicture[];
  /** for search engines: the SEO description, else the summary */
  description: string;
  seoTitle: string;
  socialImage: string;
  socialImageAlt: string;
  noindex: boolean;
  canonicalUrl: string;
  updatedAt: Date;
}

/** What the editor shows in its preview: the unsaved rich text. */
export class CaseStudyPreviewInput {
  @IsRichText()
  challenge: RichTextDoc;
  @IsRichText()
  approach: RichTextDoc;
}

export class CaseStudyPreview {
  challengeHtml: string;
  approachHtml: string;
}

/** A revision in a study's history: the version a save made, who made it and when. */
export class CaseStudyRevisionSummary {
  /** the revision's id, to restore it */
  id: string;
  version: number;
  /** the title it had */
  title: string;
  @ApiProperty({ type: String, nullable: true })
  actorEmail: string | null;
  createdAt: Date;
}
