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
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PageOf } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { SubscriberInput, SubscriberQuery, SubscriberRecord, SubscriptionMessageDto, SubscriptionResult, SubscriptionTokenDto } from './subscribers.dto.js';
import { SUBSCRIBER_TEXTS, SubscribersService } from './subscribers.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('subscribers', 'Newsletter sign-ups with double opt-in, unsubscribes, and the list of subscribers.')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Public()
  @RateLimit(5, 60)
  @Post('add-subscriber')
  @ApiCreatedResponse({ type: SubscriptionResult, description: 'Signed up pending confirmation (a link is mailed), or already subscribed (created false)' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address' })
  @ApiOperation({
    summary: 'Subscribe to the newsletter',
    description:
      'Signs an address up pending confirmation and mails it a confirmation link (double opt-in). An address already subscribed answers 201 with `created: false`, so addresses cannot be probed. Limited per client address; confirmations to one e-mail address are capped at 3 an hour, past which the answer is the same, nothing changes and the link mailed last still works.',
  })
  async addSubscriber(@Body() input: SubscriberInput): Promise<SubscriptionResult> {
    const created = await this.subscribers.subscribe(input);
    return { created, message: created ? SUBSCRIBER_TEXTS.subscribed : SUBSCRIBER_TEXTS.alreadySubscribed };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('confirm-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionMessageDto })
  @ApiBadRequestResponse({ description: SUBSCRIBER_TEXTS.confirmInvalid })
  @ApiOperation({
    operationId: 'confirmSubscription',
    summary: 'Confirm a subscription',
    description: 'Follows the link mailed at sign-up: the subscriber is confirmed and counts from now on.',
  })
  async confirmSubscription(@Body() body: SubscriptionTokenDto): Promise<SubscriptionMessageDto> {
    await this.subscribers.confirm(body.token);
    return { message: SUBSCRIBER_TEXTS.confirmed };
  }

  @Public()
  @RateLimit(10, 60)
  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionMessageDto })
  @ApiBadRequestResponse({ description: SUBSCRIBER_TEXTS.unsubscribeInvalid })
  @ApiOperation({
    operationId: 'unsubscribe',
    summary: 'Unsubscribe',
    description: 'One click from any mail to a subscriber: the address is removed from the list.',
  })
  async unsubscribe(@Param('token') token: string): Promise<SubscriptionMessageDto> {
    await this.subscribers.unsubscribe(token);
    return { message: SUBSCRIBER_TEXTS.unsubscribed };
  }

  @Scopes('subscribers:read')
  @Allow('subscribers')
  @Get('subscribers')
  @ApiOkResponse({
    type: PageOf(SubscriberRecord),
    description: 'Confirmed subscribers unless status says Pending; newest first; 5 per page unless pageSize says otherwise',
  })
  @ApiOperation({
    summary: 'List subscribers',
    description: 'One page of subscribers, newest first: the confirmed ones unless `status` says Pending; 5 per page unless `pageSize` says otherwise.',
  })
  getSubscribers(@Query() query: SubscriberQuery) {
    return this.subscribers.page(query);
  }

  @Allow('subscribers')
  @Delete('subscriber/:id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No subscriber with this id' })
  @ApiOperation({
    operationId: 'deleteSubscriber',
    summary: 'Remove a subscriber',
    description: 'Removes a subscriber (an erasure or unsubscribe request); the count follows. Recorded in the audit log.',
  })
  async deleteSubscriber(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.subscribers.remove(id, viewer);
    return { message: 'Subscriber is Deleted' };
  }

  @Scopes('subscribers:read')
  @Allow('subscribers')
  @Get('subscribers.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The confirmed subscribers (or the pending ones) as CSV, newest first: Email, Subscribed at, Confirmed at, Consent text, Consent page',
    schema: { type: 'string' },
  })
  @ApiOperation({
    summary: 'Export subscribers as CSV',
    description: 'The confirmed subscribers (or the pending ones, with `status`) as a CSV download, newest first, with when and on which page they consented.',
  })
  async getSubscribersCsv(@Query() query: SubscriberQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.subscribers.csv(query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscribers.csv"').send(csv);
  }
}
