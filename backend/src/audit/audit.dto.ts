import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_KINDS, type AuditKind } from './audit-entry.entity.js';

export class AuditQuery {
  /** the admin's e-mail address */
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  actor?: string;

  @ApiProperty({ enum: AUDIT_KINDS, required: false })
  @IsOptional()
  @IsIn(AUDIT_KINDS)
  kind?: AuditKind;

  /** entries on or after this date (YYYY-MM-DD, UTC) or instant */
  @ApiProperty({ required: false, type: String, format: 'date-time' })
  @IsOptional()
  @IsDateString({ strict: true })
  from?: string;

  /** entries up to and including this date (YYYY-MM-DD, UTC), or before this instant */
  @ApiProperty({ required: false, type: String, format: 'date-time' })
  @IsOptional()
  @IsDateString({ strict: true })
  to?: string;

  /** the `next` of the previous page */
  @IsOptional()
  @IsString()
  @MaxLength(80)
  @Matches(/^[A-Za-z0-9_-]+$/)
  after?: string;

  @ApiProperty({ type: 'integer', default: 20, required: false })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

export class AuditEntryRecord {
  id: string;
  createdAt: Date;
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  actorId: string | null;
  @ApiProperty({ nullable: true, type: String })
  actorEmail: string | null;
  @ApiProperty({ enum: AUDIT_KINDS })
  kind: AuditKind;
  action: string;
  subject: string;
  @ApiProperty({ nullable: true, type: String })
  subjectId: string | null;
  @ApiProperty({ nullable: true, type: String })
  detail: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryRecord] })
  items: AuditEntryRecord[];
  /** pass as `after` for the next, older page; null on the last page */
  @ApiProperty({ nullable: true, type: String })
  next: string | null;
}
