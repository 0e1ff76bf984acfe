import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength, MinLength } from 'class-validator';
import { APPROVAL_STATUSES, DELIVERABLE_KINDS, type ApprovalStatus, type Deliverable, type DeliverableKind } from './deliverable.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const DELIVERABLE_TEXTS = {
  title: 'title: a deliverable is named in 1 to 120 characters',
  url: 'url: give an http:// or https:// address of at most 2000 characters',
  fileType: 'The file is not one of the accepted types: PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text',
  comment: 'comment: at most 2000 characters',
  commentRequired: 'comment: say what should change',
  notAsked: 'No approval of this deliverable is asked',
  decided: 'This deliverable was approved already',
} as const;

/** The multipart form of an uploaded deliverable. */
export class DeliverableUpload {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text; at most 20 MB' })
  file: Blob;

  @ApiProperty({ maxLength: 120, description: 'What it is, as the client reads it' })
  title: string;
}

export class DeliverableLinkInput {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: DELIVERABLE_TEXTS.title })
  @MaxLength(120, { message: DELIVERABLE_TEXTS.title })
  title: string;

  @Transform(trim)
  @IsString()
  @MaxLength(2000, { message: DELIVERABLE_TEXTS.url })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: DELIVERABLE_TEXTS.url })
  url: string;
}

export class ApprovalDecisionInput {
  @ApiProperty({ enum: ['approved', 'changes'] })
  @IsIn(['approved', 'changes'])
  decision: 'approved' | 'changes';

  /** required when asking for changes */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2000, { message: DELIVERABLE_TEXTS.comment })
  comment?: string;
}

export class DeliverableDownloadRecord {
  who: string;
  byCustomer: boolean;
  createdAt: Date;
}

export class DeliverableRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) projectId: string;
  title: string;
  @ApiProperty({ enum: DELIVERABLE_KINDS }) kind: DeliverableKind;
  /** a link's address */
  @ApiProperty({ type: String, nullable: true }) url: string | null;
  /** a file's download address (its customer and the Admins only) */
  @ApiProperty({ type: String, nullable: true }) downloadUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) fileName: string | null;
  @ApiProperty({ type: String, nullable: true }) contentType: string | null;
  @ApiProperty({ type: Number, nullable: true }) size: number | null;
  @ApiProperty({ enum: APPROVAL_STATUSES, nullable: true }) approval: ApprovalStatus | null;
  @ApiProperty({ type: String, nullable: true }) approvalComment: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) approvalRequestedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) approvalDecidedAt: Date | null;
  /** the thread's message it was attached to; null for one the agency delivered as such */
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) messageId: string | null;
  /** the date it was delivered */
  createdAt: Date;
  /** who downloaded the file and when, newest first (the Admins' view; absent for the client) */
  @ApiProperty({ type: [DeliverableDownloadRecord], required: false }) downloads?: DeliverableDownloadRecord[];
}

export function deliverableRecord(deliverable: Deliverable, downloads?: DeliverableDownloadRecord[]): DeliverableRecord {
  return {
    _id: deliverable.id,
    projectId: deliverable.projectId,
    title: deliverable.title,
    kind: deliverable.kind,
    url: deliverable.url,
    downloadUrl: deliverable.kind === 'file' ? `/api/deliverable/${deliverable.id}/file` : null,
    fileName: deliverable.fileName,
    contentType: deliverable.contentType,
    size: deliverable.size,
    approval: deliverable.approval,
    approvalComment: deliverable.approvalComment,
    approvalRequestedAt: deliverable.approvalRequestedAt,
    approvalDecidedAt: deliverable.approvalDecidedAt,
    messageId: deliverable.messageId,
    createdAt: deliverable.createdAt,
    ...(downloads ? { downloads } : {}),
  };
}
