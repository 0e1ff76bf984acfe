import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import type { FastifyReply } from 'fastify';
import { PageOf, PageQuery } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import {
  messageRecord,
  AcknowledgementDto,
  MessageCounts,
  MessageDetail,
  MessageInput,
  MessageQuery,
  MessageRecord,
  MessageStatusInput,
  SpamMessageRecord,
} from './messages.dto.js';
import { MessagesService } from './messages.service.js';
import { leadAuditSummary } from '../audits/audit-records.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('messages', 'Messages from the contact form, their spam review, and their CSV export.')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Public()
  @RateLimit(5, 60)
  @Post('add-message')
  @ApiCreatedResponse({ type: AcknowledgementDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address' })
  @ApiOperation({
    summary: 'Send a message to the agency',
    description:
      'The public contact form: stores the message as UnRead and mails it to the agency. Messages the spam checks catch are kept apart for review (the answer is the same). Limited per address.',
  })
  async addMessage(@Body() input: MessageInput): Promise<AcknowledgementDto> {
    await this.messages.receive(input);
    return { message: 'Message is Send. Thanks' };
  }

  @Scopes('messages:read')
  @Allow('messages')
  @Get('messages')
  @ApiOkResponse({ type: PageOf(MessageRecord), description: 'Newest first; 3 per page unless pageSize says otherwise' })
  @ApiOperation({
    summary: 'List messages',
    description:
      'One page of messages, newest first, filtered by `status` (UnRead, Read) and a `search` over name, e-mail, subject and text; 3 per page unless `pageSize` says otherwise. Reads only: reading does not mark a message Read.',
  })
  async getMessages(@Query() query: MessageQuery) {
    const page = await this.messages.page(query);
    return { ...page, items: page.items.map(messageRecord) };
  }

  @Scopes('messages:read')
  @Allow('messages')
  @Get('messages.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Received at, Name, Email, Phone, Subject, Message, Status', schema: { type: 'string' } })
  @ApiOperation({
    operationId: 'getMessagesCsv',
    summary: 'Export messages as CSV',
    description: 'The messages of the same filters as the list (`status`, `search`), newest first, as a CSV download. Reads only.',
  })
  async getMessagesCsv(@Query() query: MessageQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.messages.csv(query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="messages.csv"').send(csv);
  }

  @Allow('messages')
  @Get('spam-messages')
  @ApiOkResponse({ type: PageOf(SpamMessageRecord), description: '10 per page unless pageSize says otherwise' })
  @ApiOperation({
    operationId: 'getSpamMessages',
    summary: 'List caught spam',
    description: 'Messages the spam checks caught, newest first, waiting for review; 10 per page unless `pageSize` says otherwise.',
  })
  getSpamMessages(@Query() query: PageQuery) {
    return this.messages.spamPage(query);
  }

  @Allow('messages')
  @Post('spam-message/:id/not-spam')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageRecord })
  @ApiNotFoundResponse({ description: 'No caught message with this id' })
  @ApiOperation({
    operationId: 'markNotSpam',
    summary: 'Release a caught message',
    description: 'Not spam: the message joins the others as UnRead and is mailed to the agency like a new one.',
  })
  markNotSpam(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.messages.notSpam(id, viewer).then(messageRecord);
  }

  @Allow('messages')
  @Delete('spam-message/:id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No caught message with this id' })
  @ApiOperation({ operationId: 'deleteSpamMessage', summary: 'Delete a caught message', description: 'Deletes a message the spam checks caught, for good.' })
  async deleteSpamMessage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.messages.removeSpam(id, viewer);
    return { message: 'Message is Deleted' };
  }

  @Scopes('messages:read')
  @Allow('messages')
  @Get('messages-counts')
  @ApiOkResponse({ type: MessageCounts })
  @ApiOperation({ summary: 'Count messages', description: 'How many messages are unread and how many read.' })
  getMessageCounts() {
    return this.messages.counts();
  }

  @Scopes('messages:read')
  @Allow('messages')
  @Get('message/:id')
  @ApiOkResponse({ type: MessageDetail })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  @ApiOperation({
    summary: 'Read a message',
    description:
      'One message by id, with `audit`: the score, top issues and report of the site audit a free-analysis lead asked for (null for other messages). Reads only: it stays UnRead until marked Read.',
  })
  async getMessage(@IdParam() id: string) {
    const [message, audit] = await Promise.all([this.messages.get(id), this.messages.leadAudit(id)]);
    return { ...messageRecord(message), audit: audit ? leadAuditSummary(audit) : null };
  }

  @Allow('messages')
  @Put('message/:id')
  @ApiOkResponse({ type: MessageRecord })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  @ApiOperation({ summary: 'Mark a message read', description: 'Marks a message Read (the only change allowed); the counts follow.' })
  updateMessage(@IdParam() id: string, @Body() _input: MessageStatusInput) {
    return this.messages.markRead(id).then(messageRecord);
  }

  @Allow('messages')
  @Delete('message/:id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  @ApiOperation({
    operationId: 'deleteMessage',
    summary: 'Delete a message',
    description:
      'Deletes a message for good (spam, an erasure request); the counts follow, and a free analysis lead takes its audits and their report with it. Recorded in the audit log.',
  })
  async deleteMessage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.messages.remove(id, viewer);
    return { message: 'Message is Deleted' };
  }
}
