import { ApiArea } from '../common/api-docs.js';
import { Body, Controller, Get, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { ProjectReportingInput, ProjectReportRecord } from './project-reports.dto.js';
import { ProjectReportsService } from './project-reports.service.js';
import { ProjectRecord } from './projects.dto.js';

@ApiArea('projects')
@Controller()
export class ProjectReportsController {
  constructor(private readonly reports: ProjectReportsService) {}

  @Scopes('projects:read')
  @Get('project/:id/reports')
  @ApiOkResponse({ type: [ProjectReportRecord] })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'getProjectReports',
    summary: 'List a project’s site reports',
    description:
      'The site reports of the project, newest first: each audit’s score, its change since the report before, and the issues new and fixed; its customer, a member whose role holds the client portal, or an API key. Each one’s audit run id is given only to those who may read audits (the audits permission, or a key of scope audits:read).',
  })
  getProjectReports(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.reports.list(viewer, id);
  }

  @Scopes('projects:read')
  @Get('project/:id/reports/:reportId/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The report as a PDF (A4) in the agency's brand", schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's, or no report with this id in it" })
  @ApiConflictResponse({ description: 'The report’s audit is not done (under way, or failed)' })
  @ApiOperation({
    operationId: 'getProjectReportPdf',
    summary: 'Download a site report as PDF',
    description:
      'A finished site report of the project as a PDF: its score, its change since the report before, the issues new and fixed, and every issue with the addresses that fail it. To whoever reads the report: its customer, a member whose role holds the client portal, or an API key of scope projects:read. Never cached.',
  })
  async getProjectReportPdf(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @IdParam('reportId') reportId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { body, fileName } = await this.reports.pdf(viewer, id, reportId);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Post('project/:id/reports')
  @ApiCreatedResponse({ type: ProjectReportRecord })
  @ApiNotFoundResponse({ description: 'No project with this id' })
  @ApiBadRequestResponse({ description: 'The site address is refused by the audit’s address rules' })
  @ApiConflictResponse({ description: 'No site address is known for the project, or one of its reports is under way' })
  @ApiOperation({
    operationId: 'runProjectReport',
    summary: 'Run a site report now',
    description:
      'Queues an audit of the project’s site outside its schedule (the schedule goes on as planned). When it ends the report is on the project and its customer is mailed a link.',
  })
  runProjectReport(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.reports.runNow(id, viewer);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Put('project/:id/reporting')
  @ApiOkResponse({ type: ProjectRecord })
  @ApiBadRequestResponse({ description: 'Not an http(s) address, one the audit’s address rules refuse, or an unknown schedule' })
  @ApiNotFoundResponse({ description: 'No project with this id' })
  @ApiOperation({
    operationId: 'updateProjectReporting',
    summary: 'Set a project’s site reports',
    description:
      'The site its reports audit (null: the client’s onboarding answer naming it) and how often a retainer’s site is audited: weekly, monthly (the default), quarterly or off. A changed schedule counts from the last scheduled report.',
  })
  updateProjectReporting(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: ProjectReportingInput) {
    return this.reports.setReporting(id, input, viewer);
  }
}
