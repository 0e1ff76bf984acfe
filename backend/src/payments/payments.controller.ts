import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { Public } from '../common/public.decorator.js';
import { AcceptsForm } from '../common/same-origin.guard.js';
import { Roles } from '../common/roles.decorator.js';
import { CheckoutDto, PaypalEmailInput, PaypalEmailRecord } from './payments.dto.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('checkout/:orderId')
  @ApiOkResponse({ type: CheckoutDto, description: 'The PayPal checkout form for one of your unpaid orders' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is not unpaid, or no payment e-mail is configured' })
  getCheckout(@CurrentUser() viewer: Viewer, @Param('orderId') orderId: string) {
    return this.payments.checkout(viewer, orderId);
  }

  /** PayPal's Instant Payment Notification listener: stored, answered 200 at once, settled after verification. */
  @Public()
  @AcceptsForm()
  @Post('payments/paypal/ipn')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: { type: 'object', additionalProperties: { type: 'string' } }, description: 'The notification exactly as PayPal posts it' })
  @ApiOkResponse({ description: 'Received; acted on only once PayPal verifies it' })
  async receivePaypalNotification(@Req() request: FastifyRequest & { rawBody?: Buffer }): Promise<void> {
    await this.payments.receiveNotification(request.rawBody?.toString('utf8') ?? '');
  }

  @Roles('Admin')
  @Get('paypal-email')
  @ApiOkResponse({ type: [PaypalEmailRecord] })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  getPaypalEmails() {
    return this.payments.listPaypalEmails();
  }

  @Roles('Admin')
  @Get('paypal-email/:id')
  @ApiOkResponse({ type: PaypalEmailRecord })
  @ApiNotFoundResponse({ description: 'No such record' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  getPaypalEmail(@Param('id') id: string) {
    return this.payments.getPaypalEmail(id);
  }

  @Roles('Admin')
  @Post('add-email')
  @ApiCreatedResponse({ type: PaypalEmailRecord })
  @ApiConflictResponse({ description: 'A payment e-mail exists already' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  addPaypalEmail(@Body() input: PaypalEmailInput) {
    return this.payments.addPaypalEmail(input.paypalEmail);
  }

  @Roles('Admin')
  @Put('paypal-email/:id')
  @ApiOkResponse({ type: PaypalEmailRecord })
  @ApiNotFoundResponse({ description: 'No such record' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  updatePaypalEmail(@Param('id') id: string, @Body() input: PaypalEmailInput) {
    return this.payments.updatePaypalEmail(id, input.paypalEmail);
  }
}
