import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AUDIT_KIND_NAMES, auditKinds, isAuditKind, type AuditKind } from './audit-kinds.js';

/** One of the kinds registered when the request comes (audit-kinds.ts), with IsIn's message. */
const IsAuditKind = () =>
  ValidateBy({
    name: 'isIn',
    validator: {
      validate: (value: unknown) => isAuditKind(value),
      defaultMessage: (args) =>
        `${args?.property ?? 'kind'} must be one of the following values: ${auditKinds()
          .map(({ kind }) => kind)
          .join(', ')}`,
    },
  });

export class AuditQuery {
  /** the admin's e-mail address */
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  actor?: string;

  @ApiProperty({ enum: AUDIT_KIND_NAMES, required: false })
  @IsOptional()
  @IsAuditKind()
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
  @ApiProperty({ enum: AUDIT_KIND_NAMES })
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

/** A kind of audit entry and how the back office names it. */
export class AuditKindInfo {
  @ApiProperty({ enum: AUDIT_KIND_NAMES, example: 'case-study' })
  kind: AuditKind;
  @ApiProperty({ example: 'Case studies' })
  label: string;
}
