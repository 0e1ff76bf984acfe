import { ApiArea } from '../common/api-docs.js';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { AcceptsMultipart } from '../common/same-origin.guard.js';
import { Scopes } from '../common/scopes.decorator.js';
import { readUpload } from '../media/multipart.js';
import { ProjectMessageInput, ProjectMessageRecord, ProjectMessageUpload, ProjectThread } from './project-messages.dto.js';
import { ProjectMessagesService } from './project-messages.service.js';

@ApiArea('projects')
@Controller()
export class ProjectMessagesController {
  constructor(private readonly messages: ProjectMessagesService) {}

  @Scopes('projects:read')
  @Get('project/:id/messages')
  @ApiOkResponse({ type: ProjectThread })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'getProjectMessages',
    summary: 'Read a project’s thread',
    description:
      'The messages between the project’s client and the agency, oldest first, and how many from the other side the reader has not read. Reading marks nothing read.',
  })
  getProjectMessages(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.messages.thread(viewer, id);
  }

  @Post('project/:id/messages')
  @ApiCreatedResponse({ type: ProjectMessageRecord })
  @ApiBadRequestResponse({ description: 'An empty message, or one over 4000 characters' })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'addProjectMessage',
    summary: 'Write in a project’s thread',
    description:
      'The project’s client or an Admin writes in its thread; the other side is mailed a link to the project and the message’s first 80 characters, no more.',
  })
  addProjectMessage(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: ProjectMessageInput) {
    return this.messages.post(viewer, id, input);
  }

  @AcceptsMultipart()
  @Post('project/:id/messages/attachment')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ProjectMessageUpload })
  @ApiCreatedResponse({ type: ProjectMessageRecord })
  @ApiBadRequestResponse({ description: 'A message over 4000 characters, or a file that is not an accepted type by its bytes' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 20 MB' })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'addProjectMessageWithFile',
    summary: 'Write in a project’s thread with a file',
    description:
      'The project’s client or an Admin writes a message with a file attached, as multipart/form-data (the file, and the message, its name when left out). The file becomes a private deliverable of the project, listed with the message; the other side is mailed a link and a preview, as for any message.',
  })
  async addProjectMessageWithFile(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Req() request: FastifyRequest): Promise<ProjectMessageRecord> {
    const { file, fields } = await readUpload(request, ['body']);
    return this.messages.postWithFile(viewer, id, file, fields.body);
  }

  @Post('project/:id/messages/read')
  @HttpCode(200)
  @ApiOkResponse({ type: ProjectThread })
  @ApiNotFoundResponse({ description: "No project with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'markProjectMessagesRead',
    summary: 'Mark a project’s thread read',
    description: 'The reader (the client, or the agency for every Admin) has read the thread up to now: its unread count is 0.',
  })
  markProjectMessagesRead(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.messages.markRead(viewer, id);
  }
}
