import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../common/pagination/page.dto.js';
import { MESSAGE_STATUSES, type MessageStatus } from './message.entity.js';

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
}

export class MessageStatusInput {
  /** Messages move from UnRead to Read */
  @IsIn(['Read'] satisfies MessageStatus[], { message: 'messageStatus must be Read' })
  messageStatus: 'Read';
}

export class MessageQuery extends PageQuery {
  @IsOptional()
  @IsIn(MESSAGE_STATUSES)
  status?: MessageStatus;
}

export class MessageCounts {
  unread: number;
  read: number;
}

export class AcknowledgementDto {
  message: string;
}
