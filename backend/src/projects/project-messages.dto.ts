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

/** A file attached to a message: a private deliverable of the project, downloaded like any other. */
export class MessageAttachment {
  /** the deliverable's id */
  @ApiProperty({ format: 'uuid' }) _id: string;
  fileName: string;
  size: number;
  /** its download address (the project's customer and the agency only) */
  downloadUrl: string;
}

/** The multipart form of a message with a file attached. */
export class ProjectMessageUpload {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text; at most 20 MB' })
  file: Blob;

  @ApiProperty({ required: false, maxLength: 4000, description: 'The message; the file’s name when left out' })
  body?: string;
}

export class ProjectMessageRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  /** written by the agency, else by the client */
  fromAgency: boolean;
  author: string;
  body: string;
  /** the files attached to it (each a deliverable of the project; one deleted since is gone from here too) */
  @ApiProperty({ type: [MessageAttachment] }) attachments: MessageAttachment[];
  createdAt: Date;
}

export class ProjectThread {
  @ApiProperty({ type: [ProjectMessageRecord] }) items: ProjectMessageRecord[];
  /** the messages from the other side the reader has not read yet (0 for an API key) */
  unread: number;
}
