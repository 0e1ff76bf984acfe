import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SyncPageQuery } from '../common/pagination/sync.dto.js';
import { SUBSCRIBER_STATES, type SubscriberState } from './subscriber.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SubscriberInput {
  @ApiProperty({ example: 'reader@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  subemail: string;

  /** The consent text the form showed beside the field, kept with the sign-up */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  consentText?: string;

  /** The site page the form was on */
  @ApiProperty({ required: false, example: '/pricing/' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  @Matches(/^\/(?!\/)[^\s<>"\\]*$/, { message: 'page must be a path of this site, such as /pricing/' })
  page?: string;
}

export class SubscriberRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  subemail: string;
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the owner of the address confirmed; null while pending' })
  confirmedAt: Date | null;
  /** when the sign-up last changed (signed up again, confirmed): what a mirror syncs by, with `updatedSince` */
  updatedAt: Date;
  @ApiProperty({ type: String, nullable: true }) consentText: string | null;
  @ApiProperty({ type: String, nullable: true }) consentPage: string | null;
}

export class SubscriberQuery extends SyncPageQuery {
  /** Confirmed (the default: the list, its count and the export) or Pending (waiting for the link, gone after a week) */
  @IsOptional()
  @IsIn(SUBSCRIBER_STATES)
  status?: SubscriberState;
}

export class SubscriptionResult {
  message: string;
  /** false when the address was already subscribed */
  created: boolean;
}

export class SubscriptionTokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class SubscriptionMessageDto {
  message: string;
}
