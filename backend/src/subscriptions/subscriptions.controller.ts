import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { SubscriptionMetrics, SubscriptionQuery, SubscriptionRecord } from './subscriptions.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea(
  'subscriptions',
  'Retainers: the PayPal subscriptions of recurring packages, their payments and periods, cancellations, and the MRR and churn figures.',
)
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Scopes('orders:read')
  @Get('subscriptions')
  @ApiOkResponse({ type: PageOf(SubscriptionRecord) })
  @ApiOperation({
    operationId: 'getSubscriptions',
    summary: 'List retainers',
    description:
      "One page of retainers (subscriptions of recurring packages), newest first: a customer gets their own, an Admin or an API key everyone's, filtered by `status`.",
  })
  getSubscriptions(@CurrentUser() viewer: Viewer, @Query() query: SubscriptionQuery) {
    return this.subscriptions.page(viewer, query);
  }

  @Scopes('orders:read')
  @Allow('orders:read')
  @Get('subscriptions-metrics')
  @ApiOkResponse({ type: SubscriptionMetrics })
  @ApiOperation({
    operationId: 'getSubscriptionMetrics',
    summary: 'Retainer figures',
    description: 'MRR per currency, active, past-due, cancelled and ended counts, churn per month for the last 12 months, and revenue per currency.',
  })
  getMetrics() {
    return this.subscriptions.metrics();
  }

  @Scopes('orders:read')
  @Get('subscription/:id')
  @ApiOkResponse({ type: SubscriptionRecord })
  @ApiNotFoundResponse({ description: "No retainer with this id, or it is another customer's" })
  @ApiOperation({
    operationId: 'getSubscription',
    summary: 'Read a retainer',
    description: 'One retainer with its payments and the periods they paid for; its customer or an Admin.',
  })
  getSubscription(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.subscriptions.getVisible(viewer, id);
  }

  @Scopes('orders:write')
  @Allow('orders:write')
  @Post('subscription/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionRecord })
  @ApiNotFoundResponse({ description: 'No retainer with this id' })
  @ApiConflictResponse({ description: 'It is cancelled or ended already' })
  @ApiOperation({
    operationId: 'cancelSubscription',
    summary: 'Record a cancellation',
    description:
      'Records that a retainer is cancelled (the customer asked the agency): no more payments are expected and the service runs to the end of the paid period. Cancel the PayPal profile at PayPal too: PayPal Payments Standard offers no call to do it from here.',
  })
  cancelSubscription(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.subscriptions.cancelByAdmin(id, viewer);
  }
}
