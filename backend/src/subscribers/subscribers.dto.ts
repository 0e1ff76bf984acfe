import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';

export class SubscriberInput {
  @ApiProperty({ example: 'reader@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  subemail: string;
}

export class SubscriberRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  subemail: string;
  createdAt: Date;
}

export class SubscriptionResult {
  message: string;
  /** false when the address was already subscribed */
  created: boolean;
}
