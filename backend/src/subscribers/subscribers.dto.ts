import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';

export class SubscriberInput {
  @ApiProperty({ example: 'reader@example.com', maxLength: 254 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  subemail: string;
}

export class SubscriberRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() subemail: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class SubscriptionResult {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'false when the address was already subscribed' }) created: boolean;
}
