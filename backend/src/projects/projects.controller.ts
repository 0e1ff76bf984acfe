import { ApiArea } from '../common/api-docs.js';
import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { OfferPortalInput, OfferPortalRecord, OnboardingAnswersInput, ProjectQuery, ProjectRecord, ProjectStagesInput } from './projects.dto.js';
import { ProjectsService } from './projects.service.js';

@ApiArea(
  'projects',
  'The client portal: a project per paid order or started retainer, its stages and dates, the onboarding questions of its offer and the client’s answers. A client reaches only their own (anyone else’s id answers 404).',
)
@Controller()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Scopes('projects:read')
  @Get('projects')
  @ApiOkResponse({ type: PageOf(ProjectRecord) })
  @ApiOperation({
    operationId: 'getProjects',
    summary: 'List projects',
    description: "One page of projects (one per paid order or started retainer), newest first: a customer gets their own, an Admin or an API key everyone's.",
  })
  getProjects(@CurrentUser() viewer: Viewer, @Query() query: ProjectQuery) {
    return this.projects.page(viewer, query);
  }

  @Scopes('projects:read')
  @Get('project/:id')
  @ApiOkResponse({ type: ProjectRecord })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'getProject',
    summary: 'Read a project',
    description: 'One project with its stages, the stage under way and the onboarding questions and answers; its customer, an Admin or an API key.',
  })
  getProject(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.projects.getVisible(viewer, id);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Put('project/:id/stages')
  @ApiOkResponse({ type: ProjectRecord })
  @ApiBadRequestResponse({ description: 'A stage without a name, a date not written YYYY-MM-DD, an end before its start, or a current stage out of the list' })
  @ApiNotFoundResponse({ description: 'No project with this id' })
  @ApiOperation({
    operationId: 'updateProjectStages',
    summary: 'Plan a project’s stages',
    description:
      'Replaces the project’s stages (names and dates) and sets the stage under way. When the stage under way changes, its customer is mailed a link to the project, and a stage without a start date starts today.',
  })
  updateProjectStages(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: ProjectStagesInput) {
    return this.projects.setStages(id, input, viewer);
  }

  @Put('project/:id/onboarding')
  @ApiOkResponse({ type: ProjectRecord })
  @ApiBadRequestResponse({ description: 'Not one answer per question, a required answer empty, or one too long' })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'answerOnboarding',
    summary: 'Answer the onboarding questions',
    description:
      'The project’s customer answers its onboarding questions, one answer per question in order (an empty text for an optional one left out); answering again replaces the answers. A line takes 300 characters, a paragraph 4000.',
  })
  answerOnboarding(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: OnboardingAnswersInput) {
    return this.projects.answer(viewer, id, input);
  }

  @Scopes('projects:read')
  @Allow('projects')
  @Get('offer-portal/:id')
  @ApiOkResponse({ type: OfferPortalRecord })
  @ApiNotFoundResponse({ description: 'No pricing package with this id' })
  @ApiOperation({
    operationId: 'getOfferPortal',
    summary: 'Read an offer’s project set-up',
    description:
      'The stages and onboarding questions a new project of this offer starts with (Onboarding, Audit, Implementation, Monthly reporting and no questions until set).',
  })
  getOfferPortal(@IdParam() id: string) {
    return this.projects.offerPortal(id);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Put('offer-portal/:id')
  @ApiOkResponse({ type: OfferPortalRecord })
  @ApiBadRequestResponse({ description: 'No stage, a stage or question without a name or too long, or too many' })
  @ApiNotFoundResponse({ description: 'No pricing package with this id' })
  @ApiOperation({
    operationId: 'updateOfferPortal',
    summary: 'Set an offer’s project set-up',
    description: 'The stages and onboarding questions new projects of this offer start with; projects already open keep theirs.',
  })
  updateOfferPortal(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: OfferPortalInput) {
    return this.projects.setOfferPortal(id, input, viewer);
  }
}
