import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { MAIL_CAPS } from '../mail/mail-caps.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { orderRecord, CancelInput, NewOrderInput, OrderQuery, OrderRecord, OrderStatusInput, PaymentStatusInput, ReceiptDto, TotalDto } from './orders.dto.js';
import { OrdersService } from './orders.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('orders', 'Orders of packages: customers place and cancel their own; Admins and keys with `orders:*` read and update everyone’s.')
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @RateLimit(20, 60)
  @Post('new-order')
  @ApiCreatedResponse({ type: OrderRecord, description: 'UnPaid and Pending, priced from the stored package' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiNotFoundResponse({ description: 'No such pricing package' })
  @ApiTooManyRequestsResponse({
    description: `More than 20 orders in 1 min from one address; or an account whose e-mail address is not confirmed placed ${MAIL_CAPS.unverifiedOrders.limit} in the last hour. Retry-After says when to try again`,
  })
  @ApiOperation({
    summary: 'Place an order',
    description: `Orders a pricing package for the signed-in customer. The price is taken from the stored package, never from the request; the order starts UnPaid and Pending and is paid through GET /api/checkout/{orderId}. The customer's name, address and country are required; an archived or unknown package is refused with 404. Until the account's e-mail address is confirmed it may place ${MAIL_CAPS.unverifiedOrders.limit} orders an hour: each mails that address and every Admin.`,
  })
  addOrder(@CurrentUser() viewer: Viewer, @Body() input: NewOrderInput) {
    return this.orders.create(viewer, input).then(orderRecord);
  }

  @Scopes('orders:read')
  @Get('orders')
  @ApiOkResponse({ type: PageOf(OrderRecord), description: "Newest first: the caller's own orders, or everyone's for an Admin" })
  @ApiOperation({
    summary: 'List orders',
    description:
      "One page of orders, newest first: a customer gets their own, an Admin or an API key gets everyone's, filtered by `paymentStatus`, `orderStatus`, `email` and the time placed (`createdFrom`, `createdBefore`). To mirror the orders elsewhere, ask with `sort=updated` and `updatedSince` set to the greatest `updatedAt` already held, and page on until a page is short: every change (a status, a payment, a customer's new address or erasure) moves `updatedAt`. Reads only.",
  })
  async getOrders(@CurrentUser() viewer: Viewer, @Query() query: OrderQuery) {
    const page = await this.orders.page(viewer, query);
    return { ...page, items: page.items.map(orderRecord) };
  }

  @Scopes('orders:read')
  @Allow('orders:read')
  @Get('orders.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Order date, Order, Customer name, Customer email, Address, Country, Package, Price, Currency, Payment status, Order status',
    schema: { type: 'string' },
  })
  @ApiOperation({
    operationId: 'getOrdersCsv',
    summary: 'Export orders as CSV',
    description:
      "Everyone's orders with the same filters as the list (`paymentStatus`, `email`), newest first, as a CSV download (UTF-8, one header row; cells that could start a spreadsheet formula are escaped). Reads only.",
  })
  async getOrdersCsv(@Query() query: OrderQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.orders.csv(query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"').send(csv);
  }

  @Scopes('orders:read')
  @Get('order/:id')
  @ApiOkResponse({ type: OrderRecord })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiOperation({
    summary: 'Read an order',
    description: "One order by id. A customer reads only their own: someone else's order answers 404, as an unknown id does, so ids cannot be probed.",
  })
  getOrder(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.orders.getVisible(viewer, id).then(orderRecord);
  }

  @Scopes('orders:read')
  @Get('order/:id/receipt')
  @ApiOkResponse({ type: ReceiptDto })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is not paid' })
  @ApiOperation({
    operationId: 'getReceipt',
    summary: "Read an order's receipt",
    description: "The receipt of a paid order: the agency's legal details, the order and its PayPal payment. An unpaid order answers 409.",
  })
  getReceipt(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.orders.receipt(viewer, id);
  }

  @Get('orders-total-spent')
  @ApiOkResponse({ type: TotalDto, description: "Sum of the caller's Paid orders" })
  @ApiOperation({ summary: 'Total spent by the caller', description: "The sum of the signed-in customer's Paid orders, in USD." })
  getTotalSpent(@CurrentUser() viewer: Viewer) {
    return this.orders.totalSpent(viewer);
  }

  @Scopes('orders:read')
  @Allow('orders:read')
  @Get('orders-total-sales')
  @ApiOkResponse({ type: TotalDto, description: 'Sum of all Paid orders' })
  @ApiOperation({ summary: 'Total sales', description: 'The sum of every Paid order, in USD.' })
  getTotalSales() {
    return this.orders.totalSales();
  }

  @Scopes('orders:write')
  @Allow('orders:write')
  @Put('order/:id')
  @ApiOkResponse({ type: OrderRecord })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiOperation({
    summary: "Set an order's payment status",
    description: 'Marks an order Paid or UnPaid by hand (a payment received outside PayPal, a refund). Recorded in the audit log; the totals follow.',
  })
  updatePaymentStatus(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: PaymentStatusInput) {
    return this.orders.setPaymentStatus(id, input.paymentStatus, viewer).then(orderRecord);
  }

  @Scopes('orders:write')
  @Allow('orders:write')
  @Put('order-status/:id')
  @ApiOkResponse({ type: OrderRecord })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiOperation({
    summary: "Set an order's status",
    description: 'Marks an order Pending or Delivered. Setting it Delivered mails the customer (once, by the change that moved it). Recorded in the audit log.',
  })
  updateOrderStatus(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: OrderStatusInput) {
    return this.orders.setOrderStatus(id, input.orderStatus, viewer).then(orderRecord);
  }

  @Allow('orders:write')
  @Delete('order/:id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({ description: 'The order has PayPal payments on record' })
  @ApiOperation({
    operationId: 'deleteOrder',
    summary: 'Delete an order',
    description:
      'Deletes an order for good (spam, an erasure request); the tallies follow. An order with PayPal payments on record is kept for the accounts and answers 409.',
  })
  async deleteOrder(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.orders.remove(id, viewer);
    return { message: 'Order is Deleted' };
  }

  @Put('order-cancelled/:id')
  @ApiOkResponse({ type: OrderRecord, description: 'Cancelled' })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is no longer unpaid' })
  @ApiOperation({
    summary: 'Cancel your order',
    description:
      'The customer cancels one of their own unpaid orders; its payment status becomes Cancelled and it can no longer be paid. An order that is no longer unpaid answers 409.',
  })
  cancelOrder(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() _input: CancelInput) {
    return this.orders.cancel(viewer, id).then(orderRecord);
  }
}
