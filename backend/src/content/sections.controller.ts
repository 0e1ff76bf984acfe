import {
  Body,
  Controller,
  createParamDecorator,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { API_KEY_TEXTS } from '../api-keys/texts.js';
import { CurrentUser, type RequestWithViewer, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { Allow } from '../common/roles.decorator.js';
import { AUTH_TEXTS } from '../auth/texts.js';
import { Scopes } from '../common/scopes.decorator.js';
import { ContentService } from './content.service.js';
import { DeletedRecordDto, PositionInput, RevisionDto, SectionVisibilityDto, VisibilityInput } from './dto/content-ops.dto.js';
import { SectionDefinitionDto } from './dto/section-definition.dto.js';
import { SECTIONS, describeSection, type SectionDefinition } from './sections.js';

/** A record of whichever section the path names: its fields are that section's (GET /api/sections lists them; further properties are allowed, as by default), with `_id`, `position`, `hidden` and `version`. */
const ANY_SECTION_RECORD = {
  type: 'object' as const,
  required: ['_id'],
  properties: {
    _id: { type: 'string' as const, format: 'uuid' },
    position: { type: 'integer' as const },
    hidden: { type: 'boolean' as const },
    version: { type: 'integer' as const },
  },
};
import { ApiArea } from '../common/api-docs.js';

const BY_KEY = new Map(SECTIONS.map((section) => [section.key, section]));

/**
 * The `:key` of a section; an unknown key names nothing (404). A section kept to an Admin in person
 * refuses API keys here as its own operations do: a key that could hide, restore or read the history
 * of its record would decide what it decides.
 */
const SectionParam = createParamDecorator((_data: unknown, context: ExecutionContext): SectionDefinition => {
  const request = context.switchToHttp().getRequest<RequestWithViewer & { params: Record<string, string | undefined> }>();
  const key = request.params.key ?? '';
  const section = BY_KEY.get(key);
  if (!section) throw new NotFoundException(`No section is called ${key}`);
  if (section.adminInPerson !== undefined && request.user?.apiKey) throw new ForbiddenException(API_KEY_TEXTS.notForKeys);
  // The route's own permission is `content`; a section of settings needs its own (the guard read the role's).
  if (!request.user?.apiKey && !(request.permissions ?? []).includes(section.permission ?? 'content')) throw new ForbiddenException(AUTH_TEXTS.noPermission);
  return section;
});

/** A revision's id: digits, else it names none. */
class RevisionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^\d{1,18}$/.test(value)) throw new NotFoundException(`No revision has the id ${value}`);
    return value;
  }
}

/**
 * The `:key` in the API description: SectionParam is a decorator of our own, which the Swagger
 * explorer leaves out, and the generated client would then call the path with `{key}` in it.
 */
const SectionKey = () => ApiParam({ name: 'key', type: String, description: 'The section’s key, as GET /api/sections lists it' });
const IN_PERSON = SECTIONS.filter((section) => section.adminInPerson !== undefined).map((section) => section.title);
/** Said on each operation of a section named by `:key`, so an integrator knows why a key gets 403 there. */
const keysRefused = (description: string) => `${description} Sections kept to an Admin in person (${IN_PERSON.join(', ')}) refuse API keys here too (403).`;
const NoSuchRecord = () => ApiNotFoundResponse({ description: 'No such section or record' });

/**
 * The section declarations, so the admin's one editor can draw every section's form and check it by
 * the API's rules; and what every section can do beside the spec's add and update: reorder, hide,
 * history, restore.
 */
@ApiArea('content')
@Controller()
export class SectionsController {
  constructor(private readonly content: ContentService) {}

  @Scopes('content:read')
  @Allow('content')
  @Get('sections')
  @ApiOkResponse({ type: [SectionDefinitionDto] })
  @ApiOperation({
    summary: 'List the sections',
    description:
      "Every section's declaration (key, title, fields and their rules, whether it holds one record) and whether it is hidden: what the back office's editor draws its forms from.",
  })
  async getSections(): Promise<SectionDefinitionDto[]> {
    const hidden = await this.content.hiddenSections();
    return SECTIONS.map((section) => ({ ...describeSection(section), hidden: hidden.has(section.key) }));
  }

  @Scopes('content:write')
  @Allow('content')
  @Put('sections/:key/visibility')
  @ApiOkResponse({ type: SectionVisibilityDto })
  @SectionKey()
  @NoSuchRecord()
  @ApiOperation({
    operationId: 'setSectionVisibility',
    summary: 'Hide or show a section',
    description: keysRefused('Hides a whole section from visitors, or shows it again; the public pages follow at once. Recorded in the audit log.'),
  })
  async setSectionVisibility(@CurrentUser() viewer: Viewer, @SectionParam() section: SectionDefinition, @Body() input: VisibilityInput) {
    await this.content.setSectionHidden(section, input.hidden, viewer);
    return { key: section.key, hidden: input.hidden };
  }

  @Scopes('content:write')
  @Allow('content')
  @Put('sections/:key/records/:id/position')
  @ApiOkResponse({ description: 'The record, with its new position', schema: ANY_SECTION_RECORD })
  @ApiBadRequestResponse({ description: 'The position is not a whole number from 1' })
  @SectionKey()
  @NoSuchRecord()
  @ApiOperation({
    operationId: 'moveSectionRecord',
    summary: 'Move a record',
    description: keysRefused("Moves a record to a place (from 1) in its section's list; the others shift and the public pages follow at once."),
  })
  move(@CurrentUser() viewer: Viewer, @SectionParam() section: SectionDefinition, @IdParam() id: string, @Body() input: PositionInput) {
    return this.content.move(section, id, input.position, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Put('sections/:key/records/:id/visibility')
  @ApiOkResponse({ description: 'The record, marked hidden or not', schema: ANY_SECTION_RECORD })
  @SectionKey()
  @NoSuchRecord()
  @ApiOperation({
    operationId: 'setRecordVisibility',
    summary: 'Hide or show a record',
    description: keysRefused('Hides a record from visitors without deleting it, or shows it again.'),
  })
  setVisibility(@CurrentUser() viewer: Viewer, @SectionParam() section: SectionDefinition, @IdParam() id: string, @Body() input: VisibilityInput) {
    return this.content.setHidden(section, id, input.hidden, viewer);
  }

  @Scopes('content:read')
  @Allow('content')
  @Get('sections/:key/records/:id/revisions')
  @ApiOkResponse({ type: [RevisionDto] })
  @SectionKey()
  @NoSuchRecord()
  @ApiOperation({
    operationId: 'getRecordRevisions',
    summary: "List a record's revisions",
    description: keysRefused("A record's revisions, newest first, also of a deleted record: who changed what, when."),
  })
  revisions(@SectionParam() section: SectionDefinition, @IdParam() id: string) {
    return this.content.revisions(section, id);
  }

  @Scopes('content:read')
  @Allow('content')
  @Get('sections/:key/deleted')
  @ApiOkResponse({ type: [DeletedRecordDto] })
  @SectionKey()
  @NoSuchRecord()
  @ApiOperation({
    operationId: 'getDeletedRecords',
    summary: 'List deleted records',
    description: keysRefused("The section's recently deleted records, newest first, each restorable from its last revision."),
  })
  deleted(@SectionParam() section: SectionDefinition) {
    return this.content.deleted(section);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post('sections/:key/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The restored record', schema: ANY_SECTION_RECORD })
  @ApiConflictResponse({ description: 'A one-record section has a record already' })
  @SectionKey()
  @NoSuchRecord()
  @ApiOperation({
    operationId: 'restoreRevision',
    summary: 'Restore a revision',
    description: keysRefused(
      'Brings a record back to a revision (a deleted record comes back); the restore is itself a new revision. A one-record section that has a record already answers 409.',
    ),
  })
  restore(@CurrentUser() viewer: Viewer, @SectionParam() section: SectionDefinition, @Param('revisionId', RevisionIdPipe) revisionId: string) {
    return this.content.restore(section, revisionId, viewer);
  }
}
