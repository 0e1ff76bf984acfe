import { ApiArea } from '../common/api-docs.js';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { Scopes } from '../common/scopes.decorator.js';
import { ProjectMessageInput, ProjectMessageRecord, ProjectThread } from './project-messages.dto.js';
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
