import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { AcknowledgementDto, MessageCounts, MessageInput, MessageQuery, MessageRecord, MessageStatusInput } from './messages.dto.js';
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

  @AdminOnly()
  @Get('messages')
  @ApiOkResponse({ type: PageOf(MessageRecord), description: 'Newest first; 3 per page unless pageSize says otherwise' })
  getMessages(@Query() query: MessageQuery) {
    return this.messages.page(query);
  }

  @AdminOnly()
  @Get('messages-counts')
  @ApiOkResponse({ type: MessageCounts })
  getMessageCounts() {
    return this.messages.counts();
  }

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
