import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { ApiArea, ApiErrors } from '../common/api-docs.js';
import { RichTextBody } from '../common/body-limit.decorator.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { expectedVersion } from '../content/section-controller.factory.js';
import { PageInput, PagePreview, PagePreviewInput, PageRecord, PageSummary, PublishedPage } from './site-pages.dto.js';
import { SitePagesReadingService } from './site-pages-reading.service.js';
import { SitePagesService } from './site-pages.service.js';

const SLUG_CONFLICT =
  'The address is a fixed page, screen or file of the site, shaped like an id (kept for the back office’s editors), another page’s, or redirected (the message names it); or, with If-Match, someone saved the page since';

@ApiArea(
  'pages',
  'The site’s own pages at /{slug} (privacy policy, about…): public reads of published ones, and the back office’s drafts, edits, publishing and placement in the navigation bar and footer.',
)
@Controller('pages')
export class SitePagesController {
  constructor(
    private readonly pages: SitePagesService,
    private readonly reading: SitePagesReadingService,
  ) {}

  @Public()
  @Get('by-slug/:slug')
  @ApiOperation({
    operationId: 'getPublishedPage',
    summary: 'A published page of the site at /{slug}, its body as HTML',
    description:
      'What the public route /{slug} shows: the title, SEO fields and body (rich text rendered to HTML) of a published page. Anyone may call it; drafts answer 404 like an unknown address.',
  })
  @ApiOkResponse({ type: PublishedPage })
  @ApiErrors({ 404: 'No published page has this address (drafts are not shown)' })
  getPublishedPage(@Param('slug') slug: string): Promise<PublishedPage> {
    return this.reading.published(slug);
  }

  @Scopes('content:read')
  @Allow('content')
  @Get()
  @ApiOperation({
    operationId: 'getPages',
    summary: 'Every page of the site, drafts included, placed ones first in their order',
    description:
      'The back office’s list of pages: published ones and drafts, those placed in the navigation bar or the footer first, by position. Bodies are not included; load one page for its body.',
  })
  @ApiOkResponse({ type: [PageSummary] })
  getPages(): Promise<PageSummary[]> {
    return this.pages.list();
  }

  @Scopes('content:write')
  @Allow('content')
  @Post()
  @RichTextBody()
  @ApiOperation({
    operationId: 'addPage',
    summary: 'Add a page as a draft',
    description:
      'Creates a draft page (visitors see nothing until it is published). The slug must be free: not a fixed page, screen or file of the site, not another page’s and not the source of a redirect. Recorded in the audit log. The site keeps at most 500 pages.',
  })
  @ApiCreatedResponse({ type: PageRecord })
  @ApiErrors({ 400: 'A field breaks its rule (the message names it), or the site has as many pages as it keeps', 409: SLUG_CONFLICT })
  addPage(@CurrentUser() viewer: Viewer, @Body() input: PageInput): Promise<PageRecord> {
    return this.pages.create(input, viewer);
  }

  @Scopes('content:read')
  @Allow('content')
  @Post('preview')
  @RichTextBody()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewPage',
    summary: 'The unsaved body as the page will show it (nothing is stored)',
    description:
      'Renders an unsaved rich-text body to the HTML the public page would show, so the editor can preview it. Nothing is stored and nothing changes; it only reads, hence the `content:read` scope.',
  })
  @ApiOkResponse({ type: PagePreview })
  @ApiErrors({ 400: 'The body is not rich text, or too deep or large' })
  previewPage(@Body() input: PagePreviewInput): Promise<PagePreview> {
    return this.pages.preview(input.body);
  }

  @Scopes('content:read')
  @Allow('content')
  @Get(':id')
  @ApiOperation({
    operationId: 'getPage',
    summary: 'A page as its editor loads it',
    description: 'One page with every field the editor needs (body as rich text, SEO fields, placement) and its version, to send back in If-Match when saving.',
  })
  @ApiOkResponse({ type: PageRecord })
  @ApiErrors({ 404: 'No page with this id' })
  getPage(@IdParam() id: string): Promise<PageRecord> {
    return this.pages.get(id);
  }

  @Scopes('content:write')
  @Allow('content')
  @Put(':id')
  @RichTextBody()
  @ApiOperation({
    operationId: 'updatePage',
    summary: 'Save a page; a new slug may redirect the old address in the same save',
    description:
      'Replaces a page’s fields. With `redirectOldSlug`, a changed slug also adds a 301 redirect from the old address in the same save. Send the loaded version in If-Match so a save over someone else’s is refused (409). Recorded in the audit log.',
  })
  @ApiHeader({ name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' })
  @ApiOkResponse({ type: PageRecord })
  @ApiErrors({ 400: 'A field breaks its rule (the message names it)', 404: 'No page with this id', 409: SLUG_CONFLICT })
  updatePage(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: PageInput, @Headers('if-match') ifMatch?: string): Promise<PageRecord> {
    return this.pages.update(id, input, expectedVersion(ifMatch), viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'publishPage',
    summary: 'Show a page to visitors (bar, footer and sitemap where it belongs)',
    description:
      'Makes the page visible at /{slug}; if it is placed in the navigation bar or the footer it appears there, and it is listed in the sitemap. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: PageRecord })
  @ApiErrors({ 404: 'No page with this id' })
  publishPage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<PageRecord> {
    return this.pages.publish(id, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unpublishPage',
    summary: 'Make the page a draft again: visitors get the not-found page',
    description:
      'Turns the page back into a draft: its address answers the not-found page and it leaves the bar, the footer and the sitemap. Its content is kept. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: PageRecord })
  @ApiErrors({ 404: 'No page with this id' })
  unpublishPage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<PageRecord> {
    return this.pages.unpublish(id, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Delete(':id')
  @ApiOperation({
    operationId: 'deletePage',
    summary: 'Delete a page: its address answers the not-found page',
    description: 'Deletes the page for good; its address then answers the not-found page (add a redirect if it had visitors). Recorded in the audit log.',
  })
  @ApiOkResponse({ type: DeletedDto })
  @ApiErrors({ 404: 'No page with this id' })
  deletePage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.pages.remove(id, viewer);
  }
}
