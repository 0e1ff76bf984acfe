import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { expectedVersion } from '../content/section-controller.factory.js';
import { PageInput, PagePreview, PagePreviewInput, PageRecord, PageSummary, PublishedPage } from './site-pages.dto.js';
import { SitePagesService } from './site-pages.service.js';

const SLUG_CONFLICT =
  'The address is a fixed page, screen or file of the site, another page’s, or redirected (the message names it); or, with If-Match, someone saved the page since';

@ApiTags('pages')
@Controller('pages')
export class SitePagesController {
  constructor(private readonly pages: SitePagesService) {}

  @Public()
  @Get('by-slug/:slug')
  @ApiOperation({ operationId: 'getPublishedPage', summary: 'A published page of the site at /{slug}, its body as HTML' })
  @ApiOkResponse({ type: PublishedPage })
  @ApiNotFoundResponse({ description: 'No published page has this address (drafts are not shown)' })
  getPublishedPage(@Param('slug') slug: string): Promise<PublishedPage> {
    return this.pages.published(slug);
  }

  @Scopes('content:read')
  @AdminOnly()
  @Get()
  @ApiOperation({ operationId: 'getPages', summary: 'Every page of the site, drafts included, placed ones first in their order' })
  @ApiOkResponse({ type: [PageSummary] })
  getPages(): Promise<PageSummary[]> {
    return this.pages.list();
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post()
  @ApiOperation({ operationId: 'addPage', summary: 'Add a page as a draft' })
  @ApiCreatedResponse({ type: PageRecord })
  @ApiBadRequestResponse({ description: 'A field breaks its rule (the message names it), or the site has as many pages as it keeps' })
  @ApiConflictResponse({ description: SLUG_CONFLICT })
  addPage(@CurrentUser() viewer: Viewer, @Body() input: PageInput): Promise<PageRecord> {
    return this.pages.create(input, viewer);
  }

  @Scopes('content:read')
  @AdminOnly()
  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ operationId: 'previewPage', summary: 'The unsaved body as the page will show it (nothing is stored)' })
  @ApiOkResponse({ type: PagePreview })
  @ApiBadRequestResponse({ description: 'The body is not rich text, or too deep or large' })
  previewPage(@Body() input: PagePreviewInput): Promise<PagePreview> {
    return this.pages.preview(input.body);
  }

  @Scopes('content:read')
  @AdminOnly()
  @Get(':id')
  @ApiOperation({ operationId: 'getPage', summary: 'A page as its editor loads it' })
  @ApiOkResponse({ type: PageRecord })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  getPage(@IdParam() id: string): Promise<PageRecord> {
    return this.pages.get(id);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Put(':id')
  @ApiOperation({ operationId: 'updatePage', summary: 'Save a page; a new slug may redirect the old address in the same save' })
  @ApiHeader({ name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' })
  @ApiOkResponse({ type: PageRecord })
  @ApiBadRequestResponse({ description: 'A field breaks its rule (the message names it)' })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  @ApiConflictResponse({ description: SLUG_CONFLICT })
  updatePage(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: PageInput, @Headers('if-match') ifMatch?: string): Promise<PageRecord> {
    return this.pages.update(id, input, expectedVersion(ifMatch), viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ operationId: 'publishPage', summary: 'Show the page to visitors (and in the bar, footer and sitemap where it belongs)' })
  @ApiOkResponse({ type: PageRecord })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  publishPage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<PageRecord> {
    return this.pages.publish(id, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ operationId: 'unpublishPage', summary: 'Make the page a draft again: visitors get the not-found page' })
  @ApiOkResponse({ type: PageRecord })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  unpublishPage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<PageRecord> {
    return this.pages.unpublish(id, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Delete(':id')
  @ApiOperation({ operationId: 'deletePage', summary: 'Delete a page: its address answers the not-found page' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  deletePage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.pages.remove(id, viewer);
  }
}
