import { Body, Controller, Delete, Get, Headers, HttpCode, NotFoundException, Param, Post, Put, Query, type PipeTransform } from '@nestjs/common';
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
import { SLUG } from '../documents/published-document.js';
import {
  CaseStudyInput,
  CaseStudyList,
  CaseStudyListQuery,
  CaseStudyPreview,
  CaseStudyPreviewInput,
  CaseStudyPublic,
  CaseStudyRecord,
  CaseStudyRevisionSummary,
  CaseStudySummary,
} from './case-studies.dto.js';
import { CaseStudiesReadingService } from './case-studies-reading.service.js';
import { CaseStudiesService } from './case-studies.service.js';
import { CASE_STUDY_LIMITS, CASE_STUDY_TEXTS } from './texts.js';

const IF_MATCH = { name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' };
const FIELD_RULE = 'A field breaks its rule (the message names it): a missing client or industry, too many results, an image not in the library, a bad date…';
const CONFLICT = 'The slug is another case study’s address (the message names it) or one of the list’s own (industry, service)';

/** A slug that cannot be one names no case study: 404, like an unknown one. */
class SlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > CASE_STUDY_LIMITS.slugLength || !SLUG.test(value)) throw new NotFoundException(CASE_STUDY_TEXTS.noPublished(value));
    return value;
  }
}

@ApiArea(
  'case-studies',
  'Case studies: public list (by industry or service) and pages of published ones; the back office’s drafts, scheduled and published studies with their results, quote and images.',
)
@Controller('case-studies')
export class CaseStudiesController {
  constructor(
    private readonly studies: CaseStudiesService,
    private readonly reading: CaseStudiesReadingService,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'getCaseStudies',
    summary: 'Published case studies, newest first, of every industry and service or of one',
    description:
      'The list the public page /case-studies/ shows, with every industry and service to filter by. Filter by an industry’s or a service’s slug (as the list gives them); one that no published study has answers 404. Scheduled studies appear once their time has come. Anyone may call it.',
  })
  @ApiOkResponse({ type: CaseStudyList })
  @ApiErrors({ 404: 'No published case study has this industry or service' })
  getCaseStudies(@Query() query: CaseStudyListQuery): Promise<CaseStudyList> {
    return this.reading.list(query);
  }

  @Public()
  @Get('by-slug/:slug')
  @ApiOperation({
    operationId: 'getCaseStudy',
    summary: 'A published case study by its slug, its rich text as HTML',
    description:
      'What /case-studies/{slug} shows: the client, industry, services, the challenge and what was done (as HTML), results, quote, cover and gallery. Drafts, and scheduled studies before their time, answer 404. Anyone may call it.',
  })
  @ApiOkResponse({ type: CaseStudyPublic })
  @ApiErrors({ 404: 'No published case study has this slug' })
  getCaseStudy(@Param('slug', SlugPipe) slug: string): Promise<CaseStudyPublic> {
    return this.reading.published(slug);
  }

  @Scopes('content:read')
  @Allow('content')
  @Get('manage')
  @ApiOperation({
    operationId: 'listCaseStudies',
    summary: 'Every case study, drafts and scheduled ones included, the last saved first',
    description: 'The back office’s list. The rich text is not included; load one case study for it.',
  })
  @ApiOkResponse({ type: [CaseStudySummary] })
  listCaseStudies(): Promise<CaseStudySummary[]> {
    return this.studies.list();
  }

  @Scopes('content:read')
  @Allow('content')
  @Get('manage/:id')
  @ApiOperation({
    operationId: 'getCaseStudyForEdit',
    summary: 'A case study as its editor loads it',
    description: 'Every field the editor needs and the version, to send back in If-Match when saving.',
  })
  @ApiOkResponse({ type: CaseStudyRecord })
  @ApiErrors({ 404: 'No case study with this id' })
  getCaseStudyForEdit(@IdParam() id: string): Promise<CaseStudyRecord> {
    return this.studies.get(id);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post('manage')
  @RichTextBody()
  @ApiOperation({
    operationId: 'addCaseStudy',
    summary: 'Add a case study: a draft, or published or scheduled by its status and time',
    description: `Creates a case study. Its slug is made from the title when left out. Recorded in the audit log. The site keeps at most ${CASE_STUDY_LIMITS.maxStudies}.`,
  })
  @ApiCreatedResponse({ type: CaseStudyRecord })
  @ApiErrors({ 400: `${FIELD_RULE}, or the site has as many case studies as it keeps`, 409: CONFLICT })
  addCaseStudy(@CurrentUser() viewer: Viewer, @Body() input: CaseStudyInput): Promise<CaseStudyRecord> {
    return this.studies.create(input, viewer);
  }

  @Scopes('content:read')
  @Allow('content')
  @Post('manage/preview')
  @RichTextBody()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewCaseStudy',
    summary: 'The unsaved rich text as the page will show it (nothing is stored)',
    description: 'Renders unsaved rich text to the HTML the public page would show. Nothing is stored; it only reads, hence the `content:read` scope.',
  })
  @ApiOkResponse({ type: CaseStudyPreview })
  @ApiErrors({ 400: 'A text is not rich text, or too deep or large' })
  previewCaseStudy(@Body() input: CaseStudyPreviewInput): Promise<CaseStudyPreview> {
    return this.studies.preview(input.challenge, input.approach);
  }

  @Scopes('content:write')
  @Allow('content')
  @Put('manage/:id')
  @RichTextBody()
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'updateCaseStudy',
    summary: 'Save a case study; its status and publish time publish, schedule or withdraw it',
    description:
      'Replaces a case study’s fields. With `redirectOldSlug`, a changed slug also redirects the old address (301) in the same save. Send the loaded version in If-Match so a save over someone else’s is refused (409). Recorded in the audit log.',
  })
  @ApiOkResponse({ type: CaseStudyRecord })
  @ApiErrors({ 400: FIELD_RULE, 404: 'No case study with this id', 409: `${CONFLICT}; or someone saved it since the version named in If-Match` })
  updateCaseStudy(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: CaseStudyInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<CaseStudyRecord> {
    return this.studies.update(id, input, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:read')
  @Allow('content')
  @Get('manage/:id/revisions')
  @ApiOperation({
    operationId: 'getCaseStudyRevisions',
    summary: 'A case study’s revisions, newest first (the last 50 saves)',
    description: 'Each save that changed the study kept it as it was then: its version, title, who saved it and when. Restore one to bring its content back.',
  })
  @ApiOkResponse({ type: [CaseStudyRevisionSummary] })
  @ApiErrors({ 404: 'No case study with this id' })
  getCaseStudyRevisions(@IdParam() id: string): Promise<CaseStudyRevisionSummary[]> {
    return this.studies.revisions(id);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post('manage/:id/revisions/:revision/restore')
  @HttpCode(200)
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'restoreCaseStudyRevision',
    summary: 'Bring a revision’s content back, as a new save',
    description:
      'Saves the revision’s content and search appearance over the study, checked like any save (its library images must still exist); the address and the publication stay as they are. Recorded in the audit log and kept as a revision itself.',
  })
  @ApiOkResponse({ type: CaseStudyRecord })
  @ApiErrors({
    400: 'An image of the revision is no longer in the library',
    404: 'No such case study or revision',
    409: 'Someone saved it since the version named in If-Match',
  })
  restoreCaseStudyRevision(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Param('revision') revision: string,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<CaseStudyRecord> {
    return this.studies.restore(id, revision, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @Allow('content')
  @Delete('manage/:id')
  @ApiOperation({
    operationId: 'deleteCaseStudy',
    summary: 'Delete a case study: its address answers the not-found page',
    description: 'Deletes it for good (add a redirect if it had visitors). Recorded in the audit log.',
  })
  @ApiOkResponse({ type: DeletedDto })
  @ApiErrors({ 404: 'No case study with this id' })
  deleteCaseStudy(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.studies.remove(id, viewer);
  }
}
