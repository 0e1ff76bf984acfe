import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
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
import { PageOf } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { SubscriberInput, SubscriberQuery, SubscriberRecord, SubscriptionMessageDto, SubscriptionResult, SubscriptionTokenDto } from './subscribers.dto.js';
import { SUBSCRIBER_TEXTS, SubscribersService } from './subscribers.service.js';

@ApiTags('subscribers')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Public()
  @RateLimit(5, 60)
  @Post('add-subscriber')
  @ApiCreatedResponse({ type: SubscriptionResult, description: 'Signed up pending confirmation (a link is mailed), or already subscribed (created false)' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address' })
  async addSubscriber(@Body() input: SubscriberInput): Promise<SubscriptionResult> {
    const created = await this.subscribers.subscribe(input);
    return { created, message: created ? SUBSCRIBER_TEXTS.subscribed : SUBSCRIBER_TEXTS.alreadySubscribed };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('confirm-subscription')
  @HttpCode(200)
  @ApiOperation({ operationId: 'confirmSubscription', summary: 'Follows the link mailed at sign-up: the subscriber is confirmed and counts from now on' })
  @ApiOkResponse({ type: SubscriptionMessageDto })
  @ApiBadRequestResponse({ description: SUBSCRIBER_TEXTS.confirmInvalid })
  async confirmSubscription(@Body() body: SubscriptionTokenDto): Promise<SubscriptionMessageDto> {
    await this.subscribers.confirm(body.token);
    return { message: SUBSCRIBER_TEXTS.confirmed };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiOperation({ operationId: 'unsubscribe', summary: 'One click from any mail to a subscriber: the address is removed from the list' })
  @ApiOkResponse({ type: SubscriptionMessageDto })
  @ApiBadRequestResponse({ description: SUBSCRIBER_TEXTS.unsubscribeInvalid })
  async unsubscribe(@Param('token') token: string): Promise<SubscriptionMessageDto> {
    await this.subscribers.unsubscribe(token);
    return { message: SUBSCRIBER_TEXTS.unsubscribed };
  }

  @Scopes('subscribers:read')
  @AdminOnly()
  @Get('subscribers')
  @ApiOkResponse({
    type: PageOf(SubscriberRecord),
    description: 'Confirmed subscribers unless status says Pending; newest first; 5 per page unless pageSize says otherwise',
  })
  getSubscribers(@Query() query: SubscriberQuery) {
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

  @Scopes('subscribers:read')
  @AdminOnly()
  @Get('subscribers.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The confirmed subscribers (or the pending ones) as CSV, newest first: Email, Subscribed at, Confirmed at, Consent text, Consent page',
    schema: { type: 'string' },
  })
  async getSubscribersCsv(@Query() query: SubscriberQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.subscribers.csv(query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscribers.csv"').send(csv);
  }
}
