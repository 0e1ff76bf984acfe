import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { REVISION_ACTIONS, type RevisionAction } from '../content-revision.entity.js';

export class PositionInput {
  /** The place in the list, 1 first; a place past the end puts the record last */
  @IsInt()
  @Min(1)
  @Max(10_000)
  position: number;
}

export class VisibilityInput {
  /** true hides it from visitors; false shows it again */
  @IsBoolean()
  hidden: boolean;
}

export class RecordSnapshotDto {
  @ApiProperty({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } })
  fields: Record<string, string | number>;
  position: number;
  hidden: boolean;
}

export class RevisionDto {
  id: string;
  @ApiProperty({ format: 'uuid' })
  recordId: string;
  @ApiProperty({ enum: REVISION_ACTIONS })
  action: RevisionAction;
  @ApiProperty({ nullable: true, type: String })
  actorEmail: string | null;
  createdAt: Date;
  /** the fields (and position or hidden) this revision changed */
  changed: string[];
  @ApiProperty({ nullable: true, type: RecordSnapshotDto })
  before: RecordSnapshotDto | null;
  @ApiProperty({ nullable: true, type: RecordSnapshotDto })
  after: RecordSnapshotDto | null;
}

export class DeletedRecordDto {
  /** restore this revision to bring the record back */
  revisionId: string;
  @ApiProperty({ format: 'uuid' })
  recordId: string;
  /** the words that name it: its first text */
  name: string;
  deletedAt: Date;
  @ApiProperty({ nullable: true, type: String })
  actorEmail: string | null;
  record: RecordSnapshotDto;
}

export class SectionVisibilityDto {
  key: string;
  hidden: boolean;
}
