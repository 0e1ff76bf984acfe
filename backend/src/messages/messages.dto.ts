import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { SyncPageQuery } from '../common/pagination/sync.dto.js';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import { LeadAuditSummary } from '../audits/audits.dto.js';
import { MESSAGE_STATUSES, type Message, type MessageStatus } from './message.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The free SEO analysis request of the public contact form. */
export class MessageInput {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  /** Phone number */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  @Matches(/^[+()\d\s.-]*$/, { message: 'number may hold only digits, spaces and + ( ) . -' })
  number?: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  subject: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  message: string;

  /** A new message is always UnRead */
  @IsOptional()
  @Equals('UnRead' satisfies MessageStatus, { message: 'messageStatus of a new message must be UnRead' })
  messageStatus?: 'UnRead';

  /** A field people never see and robots fill in: a message that fills it is kept for review as spam. */
  @ApiProperty({ required: false, description: 'Leave empty. The contact form hides this field from people; robots fill it in.' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  website?: string;

  /** Milliseconds between the form showing and being sent; a message sent faster than a person could write it is kept for review as spam. */
  @ApiProperty({ required: false, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  elapsedMs?: number;
}

export class MessageRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  name: string;
  email: string;
  number: string | null;
  subject: string;
  message: string;
  messageStatus: MessageStatus;
  createdAt: Date;
  /** when the message last changed (read): what a mirror syncs by, with `updatedSince` */
  updatedAt: Date;
}

/** One message as its detail shows it: the record and, for a free analysis's lead, its audit. */
export class MessageDetail extends MessageRecord {
  /** the site audit the visitor asked for with this message; null for a contact form message */
  @ApiProperty({ type: LeadAuditSummary, nullable: true })
  audit: LeadAuditSummary | null;
}

export class MessageStatusInput {
  /** Messages move from UnRead to Read */
  @IsIn(['Read'] satisfies MessageStatus[], { message: 'messageStatus must be Read' })
  messageStatus: 'Read';
}

export class MessageQuery extends SyncPageQuery {
  @IsOptional()
  @IsIn(MESSAGE_STATUSES)
  status?: MessageStatus;

  /** Part of the name, e-mail, subject or text, in any case */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** A message the spam checks caught, waiting for an Admin's review. */
export class SpamMessageRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  name: string;
  email: string;
  number: string | null;
  subject: string;
  message: string;
  /** why it was taken for spam */
  reason: string;
  createdAt: Date;
}

export class MessageCounts {
  unread: number;
  read: number;
}

export class AcknowledgementDto {
  message: string;
}

/** A message as the API and its webhooks show it: the documented fields and no others (see orderRecord). */
export const messageRecord = (message: Message): ApiShape<MessageRecord> =>
  apiShape({
    _id: message._id,
    name: message.name,
    email: message.email,
    number: message.number,
    subject: message.subject,
    message: message.message,
    messageStatus: message.messageStatus,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
  });
