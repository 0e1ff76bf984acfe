import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { FixedPageSeoRecord } from './page-seo.dto.js';
import { FIXED_PAGES, type FixedPage } from './page-seo.entity.js';
import { PageSeoService } from './page-seo.service.js';
import { SeoFieldsDto } from './seo-fields.dto.js';
import { SEO_TEXTS } from './texts.js';

const isFixedPage = (page: string): page is FixedPage => (FIXED_PAGES as readonly string[]).includes(page);

/** The search appearance of the spec's fixed public pages (/, /service/, /pricing/, /contact and /contact-us, /thanks). */
@ApiTags('seo')
@Controller('page-seo')
export class PageSeoController {
  constructor(private readonly pageSeo: PageSeoService) {}

  @Scopes('content:read')
  @AdminOnly()
  @Get()
  @ApiOperation({ operationId: 'getPageSeo', summary: 'The SEO fields of the fixed public pages, every page listed, empty fields showing the defaults' })
  @ApiOkResponse({ type: [FixedPageSeoRecord] })
  getPageSeo(): Promise<FixedPageSeoRecord[]> {
    return this.pageSeo.list();
  }

  @Scopes('content:write')
  @AdminOnly()
  @Put(':page')
  @ApiOperation({
    operationId: 'updatePageSeo',
    summary: "Set a fixed page's title, meta description, social image, noindex and canonical address; empty or absent fields show the defaults",
  })
  @ApiParam({ name: 'page', enum: FIXED_PAGES })
  @ApiOkResponse({ type: FixedPageSeoRecord })
  @ApiBadRequestResponse({ description: 'A field is too long, or an address is not safe (the message names it); nothing is saved' })
  @ApiNotFoundResponse({ description: 'No fixed page of that name' })
  updatePageSeo(@CurrentUser() viewer: Viewer, @Param('page') page: string, @Body() input: SeoFieldsDto): Promise<FixedPageSeoRecord> {
    if (!isFixedPage(page)) throw new NotFoundException(SEO_TEXTS.noSuchPage(page));
    return this.pageSeo.save(page, input, viewer);
  }
}
