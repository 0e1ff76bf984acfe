import { ApiArea } from '../common/api-docs.js';
import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
} from '@nestjs/swagger';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { Allow } from '../common/roles.decorator.js';
import { AcceptsMultipart } from '../common/same-origin.guard.js';
import { Scopes } from '../common/scopes.decorator.js';
import { readUpload } from '../media/multipart.js';
import { ApprovalDecisionInput, DeliverableLinkInput, DeliverableRecord, DeliverableUpload } from './deliverables.dto.js';
import { DeliverablesService } from './deliverables.service.js';

// Loaded as @fastify/static loads it (require): an ESM import of the same package beside its
// require() is a require(esm) cycle that Node 24's loader refuses under the test runner.
const { create: contentDisposition } = createRequire(import.meta.url)('content-disposition') as typeof import('content-disposition');

@ApiArea('projects')
@Controller()
export class DeliverablesController {
  constructor(private readonly deliverables: DeliverablesService) {}

  @Scopes('projects:read')
  @Get('project/:id/deliverables')
  @ApiOkResponse({ type: [DeliverableRecord] })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'getDeliverables',
    summary: 'List a project’s deliverables',
    description:
      'Files and links delivered on the project, newest first, with their approvals; the Admins and API keys also read who downloaded each file and when.',
  })
  getDeliverables(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.deliverables.list(viewer, id);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @AcceptsMultipart()
  @Post('project/:id/deliverables')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: DeliverableUpload })
  @ApiCreatedResponse({ type: DeliverableRecord })
  @ApiBadRequestResponse({ description: 'No title, or a file that is not an accepted type by its bytes' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 20 MB' })
  @ApiNotFoundResponse({ description: 'No project with this id' })
  @ApiOperation({
    operationId: 'uploadDeliverable',
    summary: 'Deliver a file',
    description:
      'Adds a file (PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text, at most 20 MB, judged by its bytes) with its title, as multipart/form-data. It is never under a public address: only its project’s customer and the agency download it. The customer is mailed a link to the project.',
  })
  async uploadDeliverable(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Req() request: FastifyRequest): Promise<DeliverableRecord> {
    const { file, fields } = await readUpload(request, ['title']);
    return this.deliverables.upload(id, file, fields.title, viewer);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Post('project/:id/links')
  @ApiCreatedResponse({ type: DeliverableRecord })
  @ApiBadRequestResponse({ description: 'No title, or not an http(s) address' })
  @ApiNotFoundResponse({ description: 'No project with this id' })
  @ApiOperation({
    operationId: 'addDeliverableLink',
    summary: 'Deliver a link',
    description: 'Adds a link (a shared document, a dashboard) with its title to the project. The customer is mailed a link to the project.',
  })
  addDeliverableLink(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: DeliverableLinkInput) {
    return this.deliverables.addLink(id, input, viewer);
  }

  @Scopes('projects:read')
  @Get('deliverable/:id/file')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment, never cached', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: "No file deliverable with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'downloadDeliverable',
    summary: 'Download a delivered file',
    description: 'The file, to its project’s customer, an Admin or an API key; every download is logged (who, when).',
  })
  async downloadDeliverable(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.deliverables.download(viewer, id);
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName, { type: 'attachment' }))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // Opened in a tab anyway, the file runs nothing in the site's origin.
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(file.body);
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Delete('deliverable/:id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No deliverable with this id' })
  @ApiOperation({
    operationId: 'deleteDeliverable',
    summary: 'Delete a deliverable',
    description: 'Removes it from the project; a file is deleted from the store at once.',
  })
  async deleteDeliverable(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.deliverables.remove(id, viewer);
    return { message: 'Deliverable deleted' };
  }

  @Scopes('projects:write')
  @Allow('projects')
  @Post('deliverable/:id/approval-request')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliverableRecord })
  @ApiNotFoundResponse({ description: 'No deliverable with this id' })
  @ApiOperation({
    operationId: 'requestApproval',
    summary: 'Ask the client to approve',
    description: 'Asks the project’s customer to approve the deliverable or say what to change (again, after changes); they are mailed a link to the project.',
  })
  requestApproval(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.deliverables.requestApproval(id, viewer);
  }

  @Post('deliverable/:id/approval')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliverableRecord })
  @ApiBadRequestResponse({ description: 'Changes asked without a comment, or a comment over 2000 characters' })
  @ApiNotFoundResponse({ description: "No deliverable with this id, or it is another customer's" })
  @ApiConflictResponse({ description: 'No approval is asked, or it was approved already' })
  @ApiOperation({
    operationId: 'decideApproval',
    summary: 'Approve, or ask for changes',
    description: 'The project’s customer approves the deliverable, or asks for changes saying which. The Admins are mailed.',
  })
  decideApproval(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: ApprovalDecisionInput) {
    return this.deliverables.decide(viewer, id, input);
  }
}
