import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import type { FastifyReply } from 'fastify';
import { PageOf, PageQuery } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { AcknowledgementDto, MessageCounts, MessageInput, MessageQuery, MessageRecord, MessageStatusInput, SpamMessageRecord } from './messages.dto.js';
import { MessagesService } from './messages.service.js';

@ApiTags('messages')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Public()
  @RateLimit(5, 60)
  @Post('add-message')
  @ApiCreatedResponse({ type: AcknowledgementDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address' })
  async addMessage(@Body() input: MessageInput): Promise<AcknowledgementDto> {
    await this.messages.receive(input);
    return { message: 'Message is Send. Thanks' };
  }

  @Scopes('messages:read')
  @AdminOnly()
  @Get('messages')
  @ApiOkResponse({ type: PageOf(MessageRecord), description: 'Newest first; 3 per page unless pageSize says otherwise' })
  getMessages(@Query() query: MessageQuery) {
    return this.messages.page(query);
  }

  @Scopes('messages:read')
  @AdminOnly()
  @Get('messages.csv')
  @ApiOperation({ operationId: 'getMessagesCsv', summary: 'The messages of the same filters as the list (status, search), newest first, as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Received at, Name, Email, Phone, Subject, Message, Status', schema: { type: 'string' } })
  async getMessagesCsv(@Query() query: MessageQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.messages.csv(query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="messages.csv"').send(csv);
  }

  @AdminOnly()
  @Get('spam-messages')
  @ApiOperation({ operationId: 'getSpamMessages', summary: 'Messages the spam checks caught, newest first, waiting for review' })
  @ApiOkResponse({ type: PageOf(SpamMessageRecord), description: '10 per page unless pageSize says otherwise' })
  getSpamMessages(@Query() query: PageQuery) {
    return this.messages.spamPage(query);
  }

  @AdminOnly()
  @Post('spam-message/:id/not-spam')
  @HttpCode(200)
  @ApiOperation({ operationId: 'markNotSpam', summary: 'Not spam: the message joins the others as UnRead and is mailed like a new one' })
  @ApiOkResponse({ type: MessageRecord })
  @ApiNotFoundResponse({ description: 'No caught message with this id' })
  markNotSpam(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.messages.notSpam(id, viewer);
  }

  @AdminOnly()
  @Delete('spam-message/:id')
  @ApiOperation({ operationId: 'deleteSpamMessage', summary: 'Delete a caught message for good' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No caught message with this id' })
  async deleteSpamMessage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.messages.removeSpam(id, viewer);
    return { message: 'Message is Deleted' };
  }

  @Scopes('messages:read')
  @AdminOnly()
  @Get('messages-counts')
  @ApiOkResponse({ type: MessageCounts })
  getMessageCounts() {
    return this.messages.counts();
  }

  @Scopes('messages:read')
  @AdminOnly()
  @Get('message/:id')
  @ApiOkResponse({ type: MessageRecord })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  getMessage(@IdParam() id: string) {
    return this.messages.get(id);
  }

  @AdminOnly()
  @Put('message/:id')
  @ApiOkResponse({ type: MessageRecord })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  updateMessage(@IdParam() id: string, @Body() _input: MessageStatusInput) {
    return this.messages.markRead(id);
  }

  @AdminOnly()
  @Delete('message/:id')
  @ApiOperation({ operationId: 'deleteMessage', summary: 'Delete a message (spam, an erasure request); the counts follow' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  async deleteMessage(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.messages.remove(id, viewer);
    return { message: 'Message is Deleted' };
  }
}
