import { BadRequestException, Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Req, applyDecorators, type Type } from '@nestjs/common';
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
import { CurrentUser, type RequestWithViewer, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { RosterService } from '../users/roster.service.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { ContentService } from './content.service.js';
import type { SectionDtos } from './dto/section-dtos.js';
import type { SectionDefinition } from './sections.js';

/** The version an editor loaded, from If-Match ("3", W/"3" or 3); absent means "save regardless". */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  if (!match) throw new BadRequestException('If-Match must be the version of the record, as its reads give it');
  return Number(match[1]);
}

/** Admins read a section with its hidden records (marked); everyone else reads what visitors see. */
async function readsHidden(request: RequestWithViewer, roster: RosterService): Promise<boolean> {
  return request.user ? (request.isAdmin ?? (await roster.isAdmin(request.user.email))) : false;
}

/**
 * One controller per section, at the spec's own paths, with operation names
 * get{Plural}, get{Name}, add{Name}, update{Name} and delete{Name} for the generated client.
 */
export function createSectionController(section: SectionDefinition, dtos: SectionDtos): Type<unknown> {
  const { Record } = dtos;
  // A value and a type of one name: the decorator metadata of `input: Input` names this section's
  // class, so the validation pipe and Swagger see the section's own input (a use ESLint cannot see).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const Input = dtos.Input;
  type Input = InstanceType<typeof Input>;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const Update = dtos.Update;
  type Update = InstanceType<typeof Update>;

  const title = section.title.toLowerCase();
  // A back-office section (public: false) is the Admins' own; its reads are guarded like its writes.
  const Readers = () => (section.public === false ? applyDecorators(AdminOnly(), Scopes('content:read')) : Public());
  const NotFound = () => ApiNotFoundResponse({ description: `No ${title} record with this id` });
  const Invalid = () => ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' });
  const Operation = (operationId: string, summary: string) => ApiOperation({ operationId, summary });

  @ApiTags('content')
  @Controller()
  class SectionController {
    constructor(
      readonly content: ContentService,
      readonly roster: RosterService,
    ) {}

    @Readers()
    @Get(section.paths.list)
    @Operation(`get${section.plural}`, `List ${title} in their order (an Admin also gets the hidden ones, marked)`)
    @ApiOkResponse({ type: [Record] })
    async list(@Req() request: RequestWithViewer) {
      return this.content.list(section, { includeHidden: await readsHidden(request, this.roster) });
    }

    @Readers()
    @Get(section.paths.one)
    @Operation(`get${section.name}`, `Read one ${title} record`)
    @ApiOkResponse({ type: Record })
    @NotFound()
    async one(@Req() request: RequestWithViewer, @IdParam() id: string) {
      return this.content.get(section, id, { includeHidden: await readsHidden(request, this.roster) });
    }

    @Scopes('content:write')
    @AdminOnly()
    @Post(section.paths.create)
    @HttpCode(201)
    @Operation(`add${section.name}`, `Add ${title}${section.singleton ? ' (one record; a second is refused with 409)' : ''}`)
    @ApiCreatedResponse({ type: Record })
    @Invalid()
    @(section.singleton ? ApiConflictResponse({ description: 'The record already exists' }) : applyDecorators())
    add(@CurrentUser() viewer: Viewer, @Body() input: Input) {
      return this.content.create(section, input, viewer);
    }

    @Scopes('content:write')
    @AdminOnly()
    @Put(section.paths.update)
    @Operation(`update${section.name}`, `Replace the fields of a ${title} record`)
    @ApiOkResponse({ type: Record })
    @ApiHeader({ name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' })
    @NotFound()
    @Invalid()
    @ApiConflictResponse({ description: 'Someone saved the record since the version named in If-Match' })
    update(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: Update, @Headers('if-match') ifMatch?: string) {
      return this.content.update(section, id, input, viewer, expectedVersion(ifMatch) ?? (input as { version?: number }).version);
    }

    @Scopes('content:write')
    @AdminOnly()
    @Delete(section.paths.one)
    @Operation(`delete${section.name}`, `Delete a ${title} record${section.singleton ? ' (the section can then be added again)' : ''}`)
    @ApiOkResponse({ type: DeletedDto })
    @NotFound()
    async remove(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
      await this.content.remove(section, id, viewer);
      return { message: `${section.title} is Deleted` };
    }
  }
  Object.defineProperty(SectionController, 'name', { value: `${section.name}Controller` });
  return SectionController;
}
