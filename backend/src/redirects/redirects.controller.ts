import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { BodyLimit } from '../common/body-limit.decorator.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RedirectImport, RedirectImportResult, RedirectInput, RedirectQuery, RedirectRecord } from './redirects.dto.js';
import { RedirectsService } from './redirects.service.js';
import { REDIRECT_LIMITS } from './texts.js';

const REFUSED =
  'Not a path of this site, a reserved address (a page of the site, the back office, the API, a file), a target that is not a path or an https address, or a private, loopback or link-local target';
const CONFLICT = 'The old path is already redirected, or the redirect would lead to itself, make a loop or a chain (the message names the other redirect)';

@ApiTags('redirects')
@Controller('redirects')
export class RedirectsController {
  constructor(private readonly redirects: RedirectsService) {}

  @Scopes('content:read')
  @AdminOnly()
  @Get()
  @ApiOperation({ operationId: 'getRedirects', summary: 'Redirects by old path, searched by path or target, with their hits' })
  @ApiOkResponse({ type: PageOf(RedirectRecord) })
  getRedirects(@Query() query: RedirectQuery) {
    return this.redirects.page(query);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post()
  @ApiOperation({ operationId: 'addRedirect', summary: 'Send visitors of an old path elsewhere (301, 302) or tell them it is gone (410)' })
  @ApiCreatedResponse({ type: RedirectRecord })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiConflictResponse({ description: CONFLICT })
  addRedirect(@CurrentUser() viewer: Viewer, @Body() input: RedirectInput): Promise<RedirectRecord> {
    return this.redirects.create(input, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post('import')
  @HttpCode(200)
  @BodyLimit(2 * REDIRECT_LIMITS.importBytes)
  @ApiOperation({
    operationId: 'importRedirects',
    summary: 'Add the redirects of a CSV (source,target,code): all of them, or none with each refused line named',
  })
  @ApiOkResponse({ type: RedirectImportResult })
  @ApiBadRequestResponse({ description: 'Nothing was imported: the message lists the refused lines' })
  @ApiPayloadTooLargeResponse({ description: 'The CSV is larger than 1 MB' })
  importRedirects(@CurrentUser() viewer: Viewer, @Body() input: RedirectImport): Promise<RedirectImportResult> {
    return this.redirects.importCsv(input.csv, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Put(':id')
  @ApiOperation({ operationId: 'updateRedirect', summary: 'Change a redirect; the same checks as a new one' })
  @ApiOkResponse({ type: RedirectRecord })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiNotFoundResponse({ description: 'No redirect with this id' })
  @ApiConflictResponse({ description: CONFLICT })
  updateRedirect(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: RedirectInput): Promise<RedirectRecord> {
    return this.redirects.update(id, input, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Delete(':id')
  @ApiOperation({ operationId: 'deleteRedirect', summary: 'Delete a redirect: its old path answers as any other path again' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No redirect with this id' })
  deleteRedirect(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.redirects.remove(id, viewer);
  }
}
