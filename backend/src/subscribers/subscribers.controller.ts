import { Body, Controller, Delete, Get, Post, Query, Res } from '@nestjs/common';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
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
import type { FastifyReply } from 'fastify';
import { PageOf, PageQuery } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { SubscriberInput, SubscriberRecord, SubscriptionResult } from './subscribers.dto.js';
import { SUBSCRIBER_TEXTS, SubscribersService } from './subscribers.service.js';

@ApiTags('subscribers')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Public()
  @RateLimit(5, 60)
  @Post('add-subscriber')
  @ApiCreatedResponse({ type: SubscriptionResult, description: 'Subscribed, or already subscribed (created false)' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address' })
  async addSubscriber(@Body() input: SubscriberInput): Promise<SubscriptionResult> {
    const created = await this.subscribers.subscribe(input.subemail);
    return { created, message: created ? SUBSCRIBER_TEXTS.subscribed : SUBSCRIBER_TEXTS.alreadySubscribed };
  }

  @AdminOnly()
  @Get('subscribers')
  @ApiOkResponse({ type: PageOf(SubscriberRecord), description: 'Newest first; 5 per page unless pageSize says otherwise' })
  getSubscribers(@Query() query: PageQuery) {
    return this.subscribers.page(query);
  }

  @AdminOnly()
  @Delete('subscriber/:id')
  @ApiOperation({ operationId: 'deleteSubscriber', summary: 'Remove a subscriber (an erasure or unsubscribe request); the count follows' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No subscriber with this id' })
  async deleteSubscriber(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.subscribers.remove(id, viewer);
    return { message: 'Subscriber is Deleted' };
  }

  @AdminOnly()
  @Get('subscribers.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every subscriber as CSV (Email, Subscribed at), newest first', schema: { type: 'string' } })
  async getSubscribersCsv(@Res() reply: FastifyReply): Promise<void> {
    const csv = await this.subscribers.csv();
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscribers.csv"').send(csv);
  }
}
