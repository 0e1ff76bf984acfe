import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { PageOf, PageQuery } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { auditReport, auditRunRecord, compareRuns, reportPdfName } from './audit-records.js';
import { AdminAuditInput, AuditComparison, AuditReport, AuditRequestAccepted, AuditRequestInput, AuditRunRecord } from './audits.dto.js';
import { AuditsService } from './audits.service.js';
import { AuditPdfService } from './audit-pdf.service.js';
import { AUDIT_TEXTS } from './texts.js';
import { ApiArea } from '../common/api-docs.js';

/** A report is the visitor's alone: no search engine lists it, no cache keeps it. */
const privateReport = (reply: FastifyReply) => void reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');

/** The visitor's side: the free analysis asked for from the home page, and its report read through its token. */
@ApiArea(
  'audits',
  'The free SEO analysis: a visitor asks for an audit of their site and reads its report (and PDF) through a token; the back office lists every audit, runs one, runs it again and compares two runs.',
)
@Controller()
export class AuditReportsController {
  constructor(
    private readonly audits: AuditsService,
    private readonly pdfs: AuditPdfService,
  ) {}

  @Public()
  @RateLimit(3, 600)
  @Post('audit-requests')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: AuditRequestAccepted, description: 'Queued; the token opens the report' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid, consent is not given, or the address is not a public one' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this client, or for this site (3 an hour for one registrable domain, from anyone)' })
  @ApiOperation({
    operationId: 'requestAudit',
    summary: 'Ask for a free SEO analysis',
    description:
      'The home page\'s "Audit my site": stores the lead (a message "Free SEO analysis: host") and its audit, queues the crawl and notifies the agency like a contact message. `consent` must be true. Requests the spam checks catch (`website` filled, `elapsedMs` too small) answer the same but queue nothing and are kept for review. Limited per client address and per target site. The token opens the report (GET /api/audit-reports/{token}); the visitor is mailed when it is ready.',
  })
  async requestAudit(@Body() input: AuditRequestInput): Promise<AuditRequestAccepted> {
    const { token } = await this.audits.requestByVisitor(input);
    return { token, message: AUDIT_TEXTS.requested };
  }

  @Public()
  @Get('audit-reports/:token')
  @ApiOkResponse({ type: AuditReport })
  @ApiNotFoundResponse({ description: 'No report has this token, or it expired' })
  @ApiOperation({
    operationId: 'getAuditReport',
    summary: 'Read a free SEO analysis',
    description:
      'The audit a visitor asked for, through the token its request answered with: its progress (`queued`, `running`) and then its score and findings, or why it failed. Unknown, malformed and expired tokens answer the same 404. Not indexed (`X-Robots-Tag: noindex`), never cached.',
  })
  async getAuditReport(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    privateReport(reply);
    return auditReport(await this.audits.byToken(token));
  }

  @Public()
  @Get('audit-reports/:token/report.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The report as a PDF (A4) in the agency's brand", schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'No report has this token, or it expired' })
  @ApiConflictResponse({ description: 'The audit is not done yet' })
  @ApiOperation({
    operationId: 'getAuditReportPdf',
    summary: 'Download a free SEO analysis as PDF',
    description: "The finished report in the agency's brand, with its call to action, as a PDF. Not indexed, never cached.",
  })
  async getAuditReportPdf(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    privateReport(reply);
    const run = await this.audits.byToken(token);
    const pdf = await this.pdfs.render(run);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${reportPdfName(run)}"`)
      .send(pdf);
  }
}

/** The back office's audits: every run, an audit of any public address, a run again, two runs compared. */
@ApiArea('audits')
@Controller()
export class AuditsController {
  constructor(
    private readonly audits: AuditsService,
    private readonly pdfs: AuditPdfService,
  ) {}

  @Scopes('audits:read')
  @Allow('audits')
  @Get('audits')
  @ApiOkResponse({ type: PageOf(AuditRunRecord), description: 'Newest first; 10 per page unless pageSize says otherwise' })
  @ApiOperation({ operationId: 'getAudits', summary: 'List site audits', description: "Every audit, the visitors' and the Admins', newest first." })
  async getAudits(@Query() query: PageQuery) {
    const page = await this.audits.page(query);
    return { ...page, items: page.items.map(auditRunRecord) };
  }

  @Scopes('audits:read')
  @Allow('audits')
  @Get('audits/:id')
  @ApiOkResponse({ type: AuditRunRecord })
  @ApiNotFoundResponse({ description: 'No audit with this id' })
  @ApiOperation({ operationId: 'getAudit', summary: 'Read a site audit', description: 'One audit with its findings, its lead and who asked for it.' })
  async getAudit(@IdParam() id: string) {
    return auditRunRecord(await this.audits.get(id));
  }

  @Scopes('audits:read')
  @Allow('audits')
  @Get('audits/:id/report.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The report as a PDF (A4), as its visitor gets it', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'No audit with this id' })
  @ApiConflictResponse({ description: 'The audit is not done yet' })
  @ApiOperation({
    operationId: 'getAuditPdf',
    summary: 'Download a site audit as PDF',
    description: "A finished audit's report in the agency's brand, the same PDF its visitor is mailed.",
  })
  async getAuditPdf(@IdParam() id: string, @Res() reply: FastifyReply): Promise<void> {
    const run = await this.audits.get(id);
    const pdf = await this.pdfs.render(run);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${reportPdfName(run)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  @Scopes('audits:write')
  @Allow('audits')
  @Post('audits')
  @ApiCreatedResponse({ type: AuditRunRecord, description: 'Queued' })
  @ApiBadRequestResponse({ description: 'The address is not a full http(s) address on the public internet' })
  @ApiOperation({
    operationId: 'runAudit',
    summary: 'Audit a site',
    description: "Queues an audit of any public address; the run is the Admin's and has no lead. Recorded in the audit log.",
  })
  async runAudit(@CurrentUser() viewer: Viewer, @Body() input: AdminAuditInput) {
    return auditRunRecord(await this.audits.request({ targetUrl: input.url, requestedBy: viewer.email, actor: viewer }));
  }

  @Scopes('audits:write')
  @Allow('audits')
  @Post('audits/:id/rerun')
  @ApiCreatedResponse({ type: AuditRunRecord, description: 'The new run, queued' })
  @ApiNotFoundResponse({ description: 'No audit with this id' })
  @ApiOperation({
    operationId: 'rerunAudit',
    summary: 'Run a site audit again',
    description: 'Queues a new audit of the same address for the same lead, to compare with the first once done. Recorded in the audit log.',
  })
  async rerunAudit(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return auditRunRecord(await this.audits.rerun(id, viewer));
  }

  @Scopes('audits:read')
  @Allow('audits')
  @Get('audits/:id/compare/:otherId')
  @ApiOkResponse({ type: AuditComparison })
  @ApiNotFoundResponse({ description: 'No audit with one of these ids' })
  @ApiConflictResponse({ description: 'One of the audits is not done' })
  @ApiOperation({
    operationId: 'compareAudits',
    summary: 'Compare two site audits',
    description: 'The earlier run as `before`, the later as `after`, the change of score and the check ids fixed, new and remaining. Both must be done.',
  })
  async compareAudits(@IdParam() id: string, @IdParam('otherId') otherId: string) {
    return compareRuns(...(await this.audits.comparable(id, otherId)));
  }
}
