import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { PageQuery } from './page.dto.js';

export const SYNC_SORTS = ['newest', 'updated'] as const;
export type SyncSort = (typeof SYNC_SORTS)[number];

/**
 * A list a program mirrors elsewhere: what changed after a moment, oldest change first. The column
 * compared keeps milliseconds (timestamptz(3)), as the API's times do: with PostgreSQL's
 * microseconds the greatest `updatedAt` a mirror held came back as changed after itself.
 */
export class SyncPageQuery extends PageQuery {
  /**
   * only records changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
   * holds, with `sort=updated`, and pages until a page is short
   */
  @ApiProperty({ required: false, type: String, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;

  /** `newest` (created, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in) */
  @ApiProperty({ enum: SYNC_SORTS, required: false, default: 'newest' })
  @IsOptional()
  @IsIn(SYNC_SORTS)
  sort?: SyncSort;
}

/** Whether a list asks for anything the tally triggers do not count. */
export const syncFiltered = (query: SyncPageQuery) => query.updatedSince !== undefined;
