import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../common/pagination/page.dto.js';
import { SOURCE_SHAPE, TARGET_SHAPE } from './redirect-rules.js';
import { REDIRECT_CODES, type RedirectCode } from './redirect.entity.js';
import { REDIRECT_LIMITS, REDIRECT_TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A redirect as the back office shows it. */
export class RedirectRecord {
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** the path visitors ask for (with or without its trailing slash) */
  source: string;
  /** a path of this site or an https address; null for 410 */
  @ApiProperty({ type: String, nullable: true })
  target: string | null;
  @ApiProperty({ enum: REDIRECT_CODES })
  statusCode: RedirectCode;
  note: string;
  /** visitors sent on so far (counted in batches, a few seconds behind) */
  hits: number;
  @ApiProperty({ type: Date, nullable: true })
  lastHitAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A redirect to add or the new state of one. */
export class RedirectInput {
  /** the old path, starting with / (for example /old-pricing/); matched with and without its trailing slash */
  @ApiProperty({ pattern: SOURCE_SHAPE.source })
  @Transform(trim)
  @IsString()
  @MaxLength(REDIRECT_LIMITS.sourceLength, { message: REDIRECT_TEXTS.sourceTooLong })
  source: string;

  /** a path of this site (its query is kept) or an https:// address; empty or absent for 410 */
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: REDIRECT_LIMITS.targetLength, pattern: TARGET_SHAPE.source })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(REDIRECT_LIMITS.targetLength, { message: REDIRECT_TEXTS.targetTooLong })
  target?: string | null;

  @ApiProperty({ enum: REDIRECT_CODES })
  @IsInt({ message: REDIRECT_TEXTS.badCode })
  @IsIn(REDIRECT_CODES, { message: REDIRECT_TEXTS.badCode })
  statusCode: RedirectCode;

  /** why the redirect exists */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(REDIRECT_LIMITS.noteLength, { message: REDIRECT_TEXTS.noteTooLong })
  note?: string;
}

export class RedirectQuery extends PageQuery {
  /** part of the old path or of the target, whatever the case */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiProperty({ type: 'integer', default: 20, required: false })
  override pageSize?: number;
}

/** A CSV of redirects: one per line as source,target,code; a first line source,target,code is a header. */
export class RedirectImport {
  @ApiProperty({ maxLength: REDIRECT_LIMITS.importBytes, description: 'The CSV text; code 301 when left out, target empty for 410' })
  @IsString()
  @MaxLength(REDIRECT_LIMITS.importBytes)
  csv: string;
}

export class RedirectImportResult {
  imported: number;
  message: string;
}
