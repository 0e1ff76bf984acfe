import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { BodyLimit } from '../common/body-limit.decorator.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RedirectImport, RedirectImportResult, RedirectInput, RedirectQuery, RedirectRecord } from './redirects.dto.js';
import { RedirectsService } from './redirects.service.js';
import { REDIRECT_LIMITS } from './texts.js';
import { ApiArea } from '../common/api-docs.js';

const REFUSED =
  'Not a path of this site, a reserved address (a page of the site, the back office, the API, a file), a target that is not a path or an https address, or a private, loopback or link-local target';
const CONFLICT = 'The old path is already redirected, or the redirect would lead to itself, make a loop or a chain (the message names the other redirect)';

@ApiArea('redirects', 'Redirects of old paths (301, 302) and gone pages (410), one by one or imported from CSV.')
@Controller('redirects')
export class RedirectsController {
  constructor(private readonly redirects: RedirectsService) {}

  @Scopes('content:read')
  @Allow('content')
  @Get()
  @ApiOkResponse({ type: PageOf(RedirectRecord) })
  @ApiOperation({
    operationId: 'getRedirects',
    summary: 'List redirects',
    description: 'One page of redirects by old path, searched by path or target, with their hits.',
  })
  getRedirects(@Query() query: RedirectQuery) {
    return this.redirects.page(query);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post()
  @ApiCreatedResponse({ type: RedirectRecord })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiConflictResponse({ description: CONFLICT })
  @ApiOperation({
    operationId: 'addRedirect',
    summary: 'Add a redirect',
    description:
      "Sends visitors of an old path elsewhere (301, 302) or tells them it is gone (410). Paths of the site's own pages, the back office and the API are refused, as are loops and chains. Recorded in the audit log.",
  })
  addRedirect(@CurrentUser() viewer: Viewer, @Body() input: RedirectInput): Promise<RedirectRecord> {
    return this.redirects.create(input, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post('import')
  @HttpCode(200)
  @BodyLimit(2 * REDIRECT_LIMITS.importBytes)
  @ApiOkResponse({ type: RedirectImportResult })
  @ApiBadRequestResponse({ description: 'Nothing was imported: the message lists the refused lines' })
  @ApiPayloadTooLargeResponse({ description: 'The CSV is larger than 1 MB' })
  @ApiOperation({
    operationId: 'importRedirects',
    summary: 'Import redirects from CSV',
    description:
      'Adds the redirects of a CSV (source,target,code, at most 1 MB): all of them, or none, with each refused line named. Recorded in the audit log.',
  })
  importRedirects(@CurrentUser() viewer: Viewer, @Body() input: RedirectImport): Promise<RedirectImportResult> {
    return this.redirects.importCsv(input.csv, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Put(':id')
  @ApiOkResponse({ type: RedirectRecord })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiNotFoundResponse({ description: 'No redirect with this id' })
  @ApiConflictResponse({ description: CONFLICT })
  @ApiOperation({
    operationId: 'updateRedirect',
    summary: 'Change a redirect',
    description: 'Changes a redirect, with the same checks as a new one. Recorded in the audit log.',
  })
  updateRedirect(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: RedirectInput): Promise<RedirectRecord> {
    return this.redirects.update(id, input, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Delete(':id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No redirect with this id' })
  @ApiOperation({
    operationId: 'deleteRedirect',
    summary: 'Delete a redirect',
    description: 'Deletes a redirect: its old path answers as any other path again. Recorded in the audit log.',
  })
  deleteRedirect(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.redirects.remove(id, viewer);
  }
}
