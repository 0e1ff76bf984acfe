import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf, PageQuery, type Page } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import type { WebhookAttempt } from './webhook-attempt.entity.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from './events.js';
import { WebhookDeliveryDetail, WebhookDeliveryRecord, WebhookEventInfo, WebhookInput, WebhookRecord, WebhookWithSecret } from './webhooks.dto.js';
import { WebhooksService } from './webhooks.service.js';
import { ApiArea } from '../common/api-docs.js';

const toRecord = (endpoint: WebhookEndpoint): WebhookRecord => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
  failingSince: endpoint.failingSince,
  disabledAt: endpoint.disabledAt,
  createdAt: endpoint.createdAt,
  updatedAt: endpoint.updatedAt,
});

const toDelivery = (delivery: WebhookDelivery): WebhookDeliveryRecord => ({
  id: delivery.id,
  endpointId: delivery.endpointId,
  eventId: delivery.eventId,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
  lastStatusCode: delivery.lastStatusCode,
  lastError: delivery.lastError,
  lastDurationMs: delivery.lastDurationMs,
  lastAttemptAt: delivery.lastAttemptAt,
  createdAt: delivery.createdAt,
});

const toAttempt = (attempt: WebhookAttempt) => ({
  attemptedAt: attempt.attemptedAt,
  statusCode: attempt.statusCode,
  durationMs: attempt.durationMs,
  error: attempt.error,
  responseBody: attempt.responseBody,
});

const REFUSED =
  'The address is not an https address on the public internet (or carries a user name), the description is too long, or an event is unknown; nothing was saved';
const SIGNING =
  'Each delivery is signed as the Standard Webhooks specification says: `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret). Keep the secret where your receiver can read it: it is shown in this answer only.';

/**
 * Webhooks are the Owner's, in person or through a key of scope `webhooks:manage`, which only the
 * Owner can grant (a key that can add an endpoint can have every order and message sent elsewhere).
 */
@ApiArea(
  'webhooks',
  'Webhook endpoints that are told of orders, messages, subscribers and content changes as they happen, signed; their delivery log. A key reaches them with `webhooks:manage`, which only the Owner grants.',
)
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Get()
  @ApiOperation({
    operationId: 'getWebhooks',
    summary: 'Every webhook endpoint, newest first, with its events and health; never a secret',
    description: 'An endpoint that failed for a day shows `enabled: false` and when the server disabled it (`disabledAt`).',
  })
  @ApiOkResponse({ type: [WebhookRecord] })
  async getWebhooks(): Promise<WebhookRecord[]> {
    return (await this.webhooks.list()).map(toRecord);
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Get('events')
  @ApiOperation({
    operationId: 'getWebhookEvents',
    summary: 'The events an endpoint may subscribe to',
    description: 'Every event, in the order the back office offers them, with what it means there; the same list the API checks `events` against.',
  })
  @ApiOkResponse({ type: [WebhookEventInfo] })
  getWebhookEvents(): WebhookEventInfo[] {
    return WEBHOOK_EVENTS.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] }));
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Post()
  @ApiOperation({
    operationId: 'addWebhook',
    summary: 'Register an https endpoint for chosen events',
    description: SIGNING,
  })
  @ApiCreatedResponse({ type: WebhookWithSecret })
  @ApiBadRequestResponse({ description: REFUSED })
  async addWebhook(@CurrentUser() viewer: Viewer, @Body() input: WebhookInput): Promise<WebhookWithSecret> {
    const { endpoint, secret } = await this.webhooks.create(input, viewer);
    return { ...toRecord(endpoint), secret };
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Put(':id')
  @ApiOperation({
    operationId: 'updateWebhook',
    summary: 'Change an endpoint’s address, description, events or enabled flag',
    description: 'Enabling an endpoint the server disabled forgets its failures; deliveries still queued for it are then sent. The secret stays.',
  })
  @ApiOkResponse({ type: WebhookRecord })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiNotFoundResponse({ description: 'No endpoint with this id' })
  async updateWebhook(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: WebhookInput): Promise<WebhookRecord> {
    return toRecord(await this.webhooks.update(id, input, viewer));
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteWebhook',
    summary: 'Delete an endpoint with its queued deliveries and its delivery log',
    description:
      'Deliveries still queued for it are never sent, and its delivery log goes with it. The audit log keeps who deleted it (the member, or the key by its name).',
  })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No endpoint with this id' })
  async deleteWebhook(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.webhooks.remove(id, viewer);
    return { message: 'The webhook endpoint is deleted' };
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Post(':id/secret')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rollWebhookSecret',
    summary: 'Replace an endpoint’s signing secret; the new one is in this answer only',
    description: 'Every delivery from now on, retries of queued ones included, is signed with the new secret only.',
  })
  @ApiOkResponse({ type: WebhookWithSecret })
  @ApiNotFoundResponse({ description: 'No endpoint with this id' })
  async rollWebhookSecret(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<WebhookWithSecret> {
    const { endpoint, secret } = await this.webhooks.rollSecret(id, viewer);
    return { ...toRecord(endpoint), secret };
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'testWebhook',
    summary: 'Queue a `webhook.test` event for this endpoint alone',
    description:
      'It is sent at once, outside this request. The answer is the queued delivery; its log (`getWebhookDelivery`) shows the endpoint’s answer a moment later. A disabled endpoint is sent it too.',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryRecord })
  @ApiNotFoundResponse({ description: 'No endpoint with this id' })
  async testWebhook(@IdParam() id: string): Promise<WebhookDeliveryRecord> {
    return toDelivery(await this.webhooks.sendTest(id));
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'getWebhookDeliveries',
    summary: 'An endpoint’s deliveries, newest first',
    description:
      'A page of the endpoint’s deliveries with their status, the number of attempts, the last answer’s status code and when the next attempt is due.',
  })
  @ApiOkResponse({ type: PageOf(WebhookDeliveryRecord) })
  @ApiNotFoundResponse({ description: 'No endpoint with this id' })
  async getWebhookDeliveries(@IdParam() id: string, @Query() query: PageQuery): Promise<Page<WebhookDeliveryRecord>> {
    const page = await this.webhooks.deliveries(id, query);
    return { ...page, items: page.items.map(toDelivery) };
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Get('deliveries/:id')
  @ApiOperation({
    operationId: 'getWebhookDelivery',
    summary: 'One delivery with its body and every attempt',
    description: 'The JSON body as it was signed and sent, and each attempt with its status code, duration, error and the start of the endpoint’s answer.',
  })
  @ApiOkResponse({ type: WebhookDeliveryDetail })
  @ApiNotFoundResponse({ description: 'No delivery with this id' })
  async getWebhookDelivery(@IdParam() id: string): Promise<WebhookDeliveryDetail> {
    const { delivery, attempts } = await this.webhooks.delivery(id);
    return { ...toDelivery(delivery), body: delivery.body, attemptLog: attempts.map(toAttempt) };
  }

  @Allow('webhooks')
  @Scopes('webhooks:manage')
  @Post('deliveries/:id/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'redeliverWebhook',
    summary: 'Send a delivered or failed delivery again',
    description:
      'The same id and body, with a fresh round of retries. The `webhook-id` stays the same, so a receiver that processed it already can tell. The timestamp and signature are new.',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryRecord })
  @ApiNotFoundResponse({ description: 'No delivery with this id' })
  @ApiConflictResponse({ description: 'The delivery is still queued and will be retried on its own' })
  async redeliverWebhook(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<WebhookDeliveryRecord> {
    return toDelivery(await this.webhooks.redeliver(id, viewer));
  }
}
