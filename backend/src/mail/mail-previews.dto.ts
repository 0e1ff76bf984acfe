import { ApiProperty } from '@nestjs/swagger';
import { AUDIENCES, MAIL_KIND_NAMES, type MailKindName } from './templates.js';

export class MailKindDto {
  @ApiProperty({ enum: MAIL_KIND_NAMES, enumName: 'MailKind' })
  kind: MailKindName;

  /** what the mail is, as the back office lists it */
  title: string;

  /** who reads it */
  @ApiProperty({ enum: AUDIENCES })
  audience: (typeof AUDIENCES)[number];

  /** false: not strictly transactional, so it carries an unsubscribe link */
  transactional: boolean;
}

export class MailPreviewDto extends MailKindDto {
  subject: string;

  /** the whole HTML document, to be shown in a sandboxed frame */
  html: string;

  /** the plain-text part sent beside it */
  text: string;
}
