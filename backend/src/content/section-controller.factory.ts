import { BadRequestException, Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Req, applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type RequestWithViewer, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { FormBody } from '../common/body-limit.decorator.js';
import { IdParam } from '../common/ids.js';
import { RosterService } from '../users/roster.service.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { ContentService } from './content.service.js';
import type { SectionDtos } from './dto/section-dtos.js';
import type { SectionDefinition } from './sections.js';
import { ApiArea } from '../common/api-docs.js';

/** The version an editor loaded, from If-Match ("3", W/"3" or 3); absent means "save regardless". */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  if (!match) throw new BadRequestException('If-Match must be the version of the record, as its reads give it');
  return Number(match[1]);
}

/** Members who edit the section read it with its hidden records (marked); everyone else reads what visitors see. */
async function readsHidden(request: RequestWithViewer, roster: RosterService, section: SectionDefinition): Promise<boolean> {
  return request.user ? (request.isAdmin ?? (await roster.can(request.user, section.permission ?? 'content'))) : false;
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
  const a = /^[aeiou]/.test(title) ? 'an' : 'a';
  // A back-office section (public: false) is the Admins' own; its reads are guarded like its writes.
  // A section kept to an Admin in person names no scope, so the guard refuses every key.
  const keys = section.adminInPerson === undefined;
  const ByKey = (scope: 'content:read' | 'content:write') => (keys ? Scopes(scope) : applyDecorators());
  const permission = section.permission ?? 'content';
  // A key with `content:read` reads a public section as an Admin does (hidden records, the version a
  // save names: docs/api.md §3); any other key, as a visitor.
  const Readers = () =>
    section.public === false ? applyDecorators(Allow(permission), ByKey('content:read')) : applyDecorators(Public(), ByKey('content:read'));
  const Writers = () => applyDecorators(ByKey('content:write'), Allow(permission));
  const NotFound = () => ApiNotFoundResponse({ description: `No ${title} record with this id` });
  const Invalid = () => ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' });
  const Operation = (operationId: string, summary: string, description: string) => ApiOperation({ operationId, summary, description });
  const readers =
    section.public === false
      ? keys
        ? 'A back-office section: only Admins (and API keys with `content:read`) read it, and it is never part of the public site data.'
        : 'A back-office section: only Admins read it, and it is never part of the public site data.'
      : keys
        ? 'Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.'
        : 'Visitors read what the site shows, and so does an API key; an Admin also gets the hidden records, marked `hidden`, and each record’s version.';
  // Said on each of its operations, so an integrator reading the spec knows why a key gets 403.
  const inPerson = keys ? '' : ` It decides ${section.adminInPerson}: an Admin's in person, no API key reaches it.`;
  const fields = Object.keys(section.fields).length;
  const audited = 'The public pages follow at once; the change is kept as a revision and in the audit log.';

  @ApiArea(
    'content',
    'The site’s sections (banner, services, FAQ, footer and the rest): public reads, and the back office’s edits, order, visibility and history.',
  )
  @Controller()
  class SectionController {
    constructor(
      readonly content: ContentService,
      readonly roster: RosterService,
    ) {}

    @Readers()
    @Get(section.paths.list)
    @Operation(
      `get${section.plural}`,
      `List ${title}`,
      `The records of the ${section.title} section in their order${section.singleton ? ' (at most one)' : ''}. ${readers}${inPerson}`,
    )
    @ApiOkResponse({ type: [Record] })
    async list(@Req() request: RequestWithViewer) {
      return this.content.list(section, { includeHidden: await readsHidden(request, this.roster, section) });
    }

    @Readers()
    @Get(section.paths.one)
    @Operation(`get${section.name}`, `Read ${a} ${title} record`, `One record of the ${section.title} section by id. ${readers}${inPerson}`)
    @ApiOkResponse({ type: Record })
    @NotFound()
    async one(@Req() request: RequestWithViewer, @IdParam() id: string) {
      return this.content.get(section, id, { includeHidden: await readsHidden(request, this.roster, section) });
    }

    @Writers()
    @FormBody(fields)
    @Post(section.paths.create)
    @HttpCode(201)
    @Operation(
      `add${section.name}`,
      `Add ${a} ${title} record`,
      `Adds a record to the ${section.title} section${section.singleton ? ', which holds one: a second is refused with 409 (update the first instead)' : ', at the end of its list'}. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. ${audited}${inPerson}`,
    )
    @ApiCreatedResponse({ type: Record })
    @Invalid()
    @(section.singleton ? ApiConflictResponse({ description: 'The record already exists' }) : applyDecorators())
    add(@CurrentUser() viewer: Viewer, @Body() input: Input) {
      return this.content.create(section, input, viewer);
    }

    @Writers()
    @FormBody(fields)
    @Put(section.paths.update)
    @Operation(
      `update${section.name}`,
      `Update ${a} ${title} record`,
      `Replaces the fields of a record of the ${section.title} section, checked as when adding one. Send the version you read in If-Match (or as \`version\`): a save by someone else since then answers 409, and nothing is stored. ${audited}${inPerson}`,
    )
    @ApiOkResponse({ type: Record })
    @ApiHeader({ name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' })
    @NotFound()
    @Invalid()
    @ApiConflictResponse({ description: 'Someone saved the record since the version named in If-Match' })
    update(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: Update, @Headers('if-match') ifMatch?: string) {
      return this.content.update(section, id, input, viewer, expectedVersion(ifMatch) ?? (input as { version?: number }).version);
    }

    @Writers()
    @Delete(section.paths.one)
    @Operation(
      `delete${section.name}`,
      `Delete ${a} ${title} record`,
      `Deletes a record of the ${section.title} section${section.singleton ? ' (the section can then be added again)' : ''}; it stays restorable from its revisions (GET /api/sections/{key}/deleted). ${audited}${inPerson}`,
    )
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
