import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../common/pagination/page.dto.js';
import { MESSAGE_STATUSES, type MessageStatus } from './message.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The free SEO analysis request of the public contact form. */
export class MessageInput {
  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ required: false, maxLength: 40, description: 'Phone number' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  @Matches(/^[+()\d\s.-]*$/, { message: 'number may hold only digits, spaces and + ( ) . -' })
  number?: string;

  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  subject: string;

  @ApiProperty({ maxLength: 5000 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  message: string;

  @ApiProperty({ required: false, enum: ['UnRead'], description: 'A new message is always UnRead' })
  @IsOptional()
  @Equals('UnRead' satisfies MessageStatus, { message: 'messageStatus of a new message must be UnRead' })
  messageStatus?: 'UnRead';
}

export class MessageRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: MESSAGE_STATUSES }) messageStatus: MessageStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class MessageStatusInput {
  @ApiProperty({ enum: ['Read'] satisfies MessageStatus[], description: 'Messages move from UnRead to Read' })
  @IsIn(['Read'] satisfies MessageStatus[], { message: 'messageStatus must be Read' })
  messageStatus: 'Read';
}

export class MessageQuery extends PageQuery {
  @ApiProperty({ required: false, enum: MESSAGE_STATUSES })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES)
  status?: MessageStatus;
}

export class MessageCounts {
  @ApiProperty() unread: number;
  @ApiProperty() read: number;
}

export class AcknowledgementDto {
  @ApiProperty() message: string;
}
