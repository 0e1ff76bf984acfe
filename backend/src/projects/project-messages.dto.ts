import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ProjectMessageInput {
  @ApiProperty({ minLength: 1, maxLength: 4000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1, { message: 'body: write a message of 1 to 4000 characters' })
  @MaxLength(4000, { message: 'body: write a message of 1 to 4000 characters' })
  body: string;
}

export class ProjectMessageRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  /** written by the agency, else by the client */
  fromAgency: boolean;
  author: string;
  body: string;
  createdAt: Date;
}

export class ProjectThread {
  @ApiProperty({ type: [ProjectMessageRecord] }) items: ProjectMessageRecord[];
  /** the messages from the other side the reader has not read yet (0 for an API key) */
  unread: number;
}
