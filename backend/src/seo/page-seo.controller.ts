import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { ApiArea, ApiErrors } from '../common/api-docs.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { FixedPageSeoRecord } from './page-seo.dto.js';
import { FIXED_PAGES, type FixedPage } from './page-seo.entity.js';
import { PageSeoService } from './page-seo.service.js';
import { SeoFieldsDto } from './seo-fields.dto.js';
import { SEO_TEXTS } from './texts.js';

const isFixedPage = (page: string): page is FixedPage => (FIXED_PAGES as readonly string[]).includes(page);

/** The search appearance of the spec's fixed public pages (/, /service/, /pricing/, /contact and /contact-us, /thanks). */
@ApiArea(
  'seo',
  'The search appearance (title, meta description, social image, noindex, canonical) of the fixed public pages: /, /service/, /pricing/, /contact and /thanks.',
)
@Controller('page-seo')
export class PageSeoController {
  constructor(private readonly pageSeo: PageSeoService) {}

  @Scopes('content:read')
  @Allow('content')
  @Get()
  @ApiOperation({
    operationId: 'getPageSeo',
    summary: 'The SEO fields of the fixed public pages; empty fields show the defaults',
    description:
      'The title, meta description, social image, noindex and canonical address of each fixed public page (/, /service/, /pricing/, /contact, /thanks), every page listed even if never edited; an empty field means the page shows its default.',
  })
  @ApiOkResponse({ type: [FixedPageSeoRecord] })
  getPageSeo(): Promise<FixedPageSeoRecord[]> {
    return this.pageSeo.list();
  }

  @Scopes('content:write')
  @Allow('content')
  @Put(':page')
  @ApiOperation({
    operationId: 'updatePageSeo',
    summary: 'Set a fixed page’s title, description, social image, noindex and canonical',
    description:
      'Replaces the search appearance of one fixed public page. Empty or absent fields fall back to the page’s defaults. Addresses must be safe (http(s) or a path of the site); nothing is saved when a field is refused. Recorded in the audit log.',
  })
  @ApiParam({ name: 'page', enum: FIXED_PAGES })
  @ApiOkResponse({ type: FixedPageSeoRecord })
  @ApiErrors({ 400: 'A field is too long, or an address is not safe (the message names it); nothing is saved', 404: 'No fixed page of that name' })
  updatePageSeo(@CurrentUser() viewer: Viewer, @Param('page') page: string, @Body() input: SeoFieldsDto): Promise<FixedPageSeoRecord> {
    if (!isFixedPage(page)) throw new NotFoundException(SEO_TEXTS.noSuchPage(page));
    return this.pageSeo.save(page, input, viewer);
  }
}
