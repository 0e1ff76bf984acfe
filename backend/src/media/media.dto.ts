import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQuery } from '../common/pagination/page.dto.js';
import { MEDIA_FORMATS, type MediaFormat } from './media-item.entity.js';
import { MEDIA_LIMITS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Where a library image is used: one image field (or rich-text body) of one record. */
export class MediaUsage {
  /** the section's key (banner, teamItems, …), or sitePages, blogPosts, blogAuthors or pageSeo for a page, a post, an author's byline or a fixed page's search appearance */
  section: string;
  /** the section as the back office names it */
  sectionTitle: string;
  /** the record's id: a page's, a post's, an author's account, or the fixed page's name (home, pricing, …) for pageSeo */
  recordId: string;
  /** the image field's name (body for an image in a rich-text body) */
  field: string;
  /** the image field as the editor labels it */
  fieldLabel: string;
  /** the record's name in a list section (its first text), a page's or post's title, an author's name, a fixed page's address; absent for a section of one record */
  recordLabel?: string;
  /** the back office's address of the screen that edits the record, for a page, a post, a case study, a byline or a fixed page's search appearance; absent for a section's record, whose editor the back office's section declarations give */
  editorPath?: string;
}

/** An image of the library. */
export class MediaRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** the stable address to put in an image field: it follows a replace */
  url: string;
  /** a label for the library (never used as a path) */
  name: string;
  /** empty exactly when the image is decorative */
  alt: string;
  decorative: boolean;
  /** the type of the uploaded file */
  @ApiProperty({ enum: MEDIA_FORMATS })
  format: MediaFormat;
  width: number;
  height: number;
  /** the uploaded file's size */
  bytes: number;
  /** names the variant files: /media/{hash}-{width}.{format} */
  hash: string;
  /** where the subject is, 0 (left) to 1 (right): crops keep it */
  focalX: number;
  /** where the subject is, 0 (top) to 1 (bottom) */
  focalY: number;
  /** the widths variants exist at, ascending; empty for SVG */
  @ApiProperty({ type: [Number] })
  widths: number[];
  /** the formats variants exist in, the fallback last (avif, webp, jpeg); empty for SVG */
  @ApiProperty({ type: [String] })
  formats: string[];
  /** a small variant, for grids */
  thumbnailUrl: string;
  createdAt: Date;
  updatedAt: Date;
  /** send it back as If-Match when saving */
  version: number;
  @ApiProperty({ type: [MediaUsage] })
  usages: MediaUsage[];
}

/** What the library shows of an image used by the public site (GET /api/site, `media`). */
export class SiteMedia {
  @ApiProperty({ format: 'uuid' })
  id: string;
  hash: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
  @ApiProperty({ type: [Number] })
  widths: number[];
  @ApiProperty({ type: [String] })
  formats: string[];
}

/** The upload form: one file, its description and a label. */
export class MediaUpload {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, AVIF, GIF (its first frame) or SVG; at most 20 MB and 40 megapixels' })
  file: Blob;

  @ApiProperty({
    required: false,
    maxLength: MEDIA_LIMITS.altLength,
    description: 'What the image shows, for visitors who cannot see it; required unless decorative',
  })
  alt?: string;

  @ApiProperty({ required: false, enum: ['true', 'false'], description: 'An image that adds nothing to the text: its alt is empty' })
  decorative?: 'true' | 'false';

  @ApiProperty({
    required: false,
    maxLength: MEDIA_LIMITS.nameLength,
    description: "A label for the library; the file's name without its extension by default",
  })
  name?: string;
}

/** A new file for an image: its id and address stay, every use follows. */
export class MediaFile {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, AVIF, GIF (its first frame) or SVG; at most 20 MB and 40 megapixels' })
  file: Blob;
}

/** Changes to an image's description, label or focal point; absent fields stay as they are. */
export class MediaUpdate {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(MEDIA_LIMITS.nameLength)
  name?: string;

  /** required (1 to 300 characters) unless the image is decorative */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MEDIA_LIMITS.altLength)
  alt?: string;

  @IsOptional()
  @IsBoolean()
  decorative?: boolean;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  focalX?: number;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  focalY?: number;
}

export class MediaQuery extends PageQuery {
  /** matches the name or the alt, whatever the case */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiProperty({ type: 'integer', default: 24, required: false })
  override pageSize?: number;
}

export class MediaDeleteQuery {
  @ApiProperty({
    required: false,
    enum: ['true', 'false'],
    default: 'false',
    description:
      'true: delete the files at once, everywhere this server keeps them (the original and every variant), so their addresses answer 404 now instead of a week on',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  purge?: 'true' | 'false';
}
