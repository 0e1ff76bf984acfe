import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiHeader, ApiOkResponse, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/public.decorator.js';
import { SiteDto } from './site.dto.js';
import { SiteAnswers } from './site-answers.js';
import { SiteService } from './site.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('site', 'Everything the public pages show, in one cacheable answer.')
@Controller()
export class SiteController {
  constructor(
    private readonly site: SiteService,
    private readonly answers: SiteAnswers,
  ) {}

  @Public()
  @Get('site')
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a copy the client holds' })
  @ApiOkResponse({ type: SiteDto, description: 'Every public section and the pricing packages, in one answer' })
  @ApiResponse({ status: 304, description: 'The copy the client holds is current' })
  @ApiOperation({
    summary: 'Read everything the public pages show',
    description: 'Every public section and the pricing packages in one answer, with an ETag: send it back in If-None-Match to get 304 when nothing changed.',
  })
  async getSite(@Res() reply: FastifyReply): Promise<void> {
    this.answers.send(reply, await this.site.current());
  }
}
