import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Allow } from '../common/roles.decorator.js';
import { MailService } from './mail.service.js';
import { MailKindDto, MailPreviewDto } from './mail-previews.dto.js';
import { renderMail } from './render.js';
import { MAIL_KIND_NAMES, mailKind, type MailKindName } from './templates.js';
import { ApiArea } from '../common/api-docs.js';

const describeKind = (kind: MailKindName): MailKindDto => {
  const { title, audience, transactional } = mailKind(kind);
  return { kind, title, audience, transactional };
};

@ApiArea('mail', 'Previews of every mail the site sends.')
@Controller()
export class MailPreviewsController {
  constructor(private readonly mail: MailService) {}

  @Allow('settings')
  @Get('mail-previews')
  @ApiOkResponse({ type: [MailKindDto] })
  @ApiOperation({
    operationId: 'getMailPreviews',
    summary: 'List mail kinds',
    description: 'Every kind of mail the site sends, with its audience and whether it is transactional.',
  })
  getMailPreviews(): MailKindDto[] {
    return MAIL_KIND_NAMES.map(describeKind);
  }

  @Allow('settings')
  @Get('mail-previews/:kind')
  @ApiOkResponse({ type: MailPreviewDto })
  @ApiParam({ name: 'kind', enum: MAIL_KIND_NAMES, enumName: 'MailKind' })
  @ApiNotFoundResponse({ description: 'The site sends no mail of this kind' })
  @ApiOperation({
    operationId: 'getMailPreview',
    summary: 'Preview a mail',
    description: 'One kind of mail as it is sent now, with the current brand and made-up data: subject, HTML and text.',
  })
  async getMailPreview(@Param('kind') kind: string): Promise<MailPreviewDto> {
    if (!(MAIL_KIND_NAMES as string[]).includes(kind)) throw new NotFoundException(`The site sends no mail of the kind ${kind}`);
    const name = kind as MailKindName;
    const brand = await this.mail.brandForMail();
    const { subject, html, text } = await renderMail({ kind: name, data: mailKind(name).sample(brand) }, brand);
    return { ...describeKind(name), subject, html, text };
  }
}
