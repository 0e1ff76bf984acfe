import { Body, Controller, Get, HttpCode, Post, Put, Req, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdParam } from '../common/ids.js';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { BodyLimit } from '../common/body-limit.decorator.js';
import { Public } from '../common/public.decorator.js';
import { AcceptsForm } from '../common/same-origin.guard.js';
import { Allow } from '../common/roles.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { CheckoutDto, PaypalEmailInput, PaypalEmailRecord } from './payments.dto.js';
import { PaymentsService } from './payments.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('payments', 'PayPal checkout of an order, PayPal’s payment notifications, and the payment e-mail that receives the money.')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('checkout/:orderId')
  @ApiOkResponse({ type: CheckoutDto, description: 'The PayPal checkout form for one of your unpaid orders' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is not unpaid, or no payment e-mail is configured' })
  @ApiOperation({
    summary: 'Start paying an order',
    description:
      "The PayPal checkout form (address and fields) for one of the caller's unpaid orders; the browser posts it to PayPal. Another customer's order answers 404; a paid order, or a site without a payment e-mail, 409.",
  })
  getCheckout(@CurrentUser() viewer: Viewer, @IdParam('orderId') orderId: string) {
    return this.payments.checkout(viewer, orderId);
  }

  /**
   * PayPal's Instant Payment Notification listener: stored, answered 200 at once, settled after
   * verification. Anyone can post here, so what one address can make it store and verify is bounded:
   * PayPal's messages are a few KB, and its servers post from a handful of addresses.
   */
  @Public()
  @AcceptsForm()
  @BodyLimit(16 * 1024)
  @RateLimit(60, 60)
  @Post('payments/paypal/ipn')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: { type: 'object', additionalProperties: { type: 'string' } }, description: 'The notification exactly as PayPal posts it' })
  @ApiOkResponse({ description: 'Received; acted on only once PayPal verifies it' })
  @ApiBadRequestResponse({ description: 'The notification contains a NUL character, which PayPal never sends' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 16 KB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not an application/x-www-form-urlencoded form' })
  @ApiTooManyRequestsResponse({ description: 'More than 60 notifications a minute from this address' })
  @ApiOperation({
    summary: 'Receive a PayPal payment notification',
    description:
      "PayPal's Instant Payment Notification listener, for PayPal only: the message is stored and answered 200 at once, then verified with PayPal; only a verified payment of the right amount to the site's payment e-mail marks the order Paid.",
  })
  async receivePaypalNotification(@Req() request: FastifyRequest & { rawBody?: Buffer }): Promise<void> {
    if (!request.headers['content-type']?.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      throw new UnsupportedMediaTypeException('PayPal notifications are posted as application/x-www-form-urlencoded');
    }
    await this.payments.receiveNotification(request.rawBody?.toString('utf8') ?? '');
  }

  @Allow('payments:read')
  @Get('paypal-email')
  @ApiOkResponse({ type: [PaypalEmailRecord] })
  @ApiOperation({ summary: 'List payment e-mails', description: 'The PayPal address that receives payments (a list of at most one).' })
  getPaypalEmails() {
    return this.payments.listPaypalEmails();
  }

  @Allow('payments:read')
  @Get('paypal-email/:id')
  @ApiOkResponse({ type: PaypalEmailRecord })
  @ApiNotFoundResponse({ description: 'No such record' })
  @ApiOperation({ summary: 'Read the payment e-mail', description: 'The PayPal address record by id.' })
  getPaypalEmail(@IdParam() id: string) {
    return this.payments.getPaypalEmail(id);
  }

  @Allow('payments')
  @Post('add-email')
  @ApiCreatedResponse({ type: PaypalEmailRecord })
  @ApiConflictResponse({ description: 'A payment e-mail exists already' })
  @ApiOperation({
    summary: 'Set the payment e-mail',
    description: 'Sets the PayPal address that receives payments. There is one: a second answers 409 (change the first instead). Recorded in the audit log.',
  })
  addPaypalEmail(@CurrentUser() viewer: Viewer, @Body() input: PaypalEmailInput) {
    return this.payments.addPaypalEmail(input.paypalEmail, viewer);
  }

  @Allow('payments')
  @Put('paypal-email/:id')
  @ApiOkResponse({ type: PaypalEmailRecord })
  @ApiNotFoundResponse({ description: 'No such record' })
  @ApiOperation({
    summary: 'Change the payment e-mail',
    description: 'Changes the PayPal address that receives payments; checkouts use it at once. Recorded in the audit log.',
  })
  updatePaypalEmail(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: PaypalEmailInput) {
    return this.payments.updatePaypalEmail(id, input.paypalEmail, viewer);
  }
}
