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
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { CancelInput, NewOrderInput, OrderQuery, OrderRecord, OrderStatusInput, PaymentStatusInput, ReceiptDto, TotalDto } from './orders.dto.js';
import { OrdersService } from './orders.service.js';

@ApiTags('orders')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @RateLimit(20, 60)
  @Post('new-order')
  @ApiCreatedResponse({ type: OrderRecord, description: 'UnPaid and Pending, priced from the stored package' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiNotFoundResponse({ description: 'No such pricing package' })
  addOrder(@CurrentUser() viewer: Viewer, @Body() input: NewOrderInput) {
    return this.orders.create(viewer, input);
  }

  @Scopes('orders:read')
  @Get('orders')
  @ApiOkResponse({ type: PageOf(OrderRecord), description: "Newest first: the caller's own orders, or everyone's for an Admin" })
  getOrders(@CurrentUser() viewer: Viewer, @Query() query: OrderQuery) {
    return this.orders.page(viewer, query);
  }

  @Scopes('orders:read')
  @AdminOnly()
  @Get('orders.csv')
  @ApiOperation({
    operationId: 'getOrdersCsv',
    summary: "Everyone's orders of the same filters as the admin list (paymentStatus, email), newest first, as CSV",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Order date, Order, Customer name, Customer email, Address, Country, Package, Price (USD), Payment status, Order status',
    schema: { type: 'string' },
  })
  async getOrdersCsv(@Query() query: OrderQuery, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.orders.csv(query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"').send(csv);
  }

  @Scopes('orders:read')
  @Get('order/:id')
  @ApiOkResponse({ type: OrderRecord })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  getOrder(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.orders.getVisible(viewer, id);
  }

  @Scopes('orders:read')
  @Get('order/:id/receipt')
  @ApiOperation({ operationId: 'getReceipt', summary: "A paid order's receipt: the agency's legal details, the order, the PayPal payment" })
  @ApiOkResponse({ type: ReceiptDto })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is not paid' })
  getReceipt(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.orders.receipt(viewer, id);
  }

  @Get('orders-total-spent')
  @ApiOkResponse({ type: TotalDto, description: "Sum of the caller's Paid orders" })
  getTotalSpent(@CurrentUser() viewer: Viewer) {
    return this.orders.totalSpent(viewer);
  }

  @Scopes('orders:read')
  @AdminOnly()
  @Get('orders-total-sales')
  @ApiOkResponse({ type: TotalDto, description: 'Sum of all Paid orders' })
  getTotalSales() {
    return this.orders.totalSales();
  }

  @Scopes('orders:write')
  @AdminOnly()
  @Put('order/:id')
  @ApiOkResponse({ type: OrderRecord })
  @ApiNotFoundResponse({ description: 'No such order' })
  updatePaymentStatus(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: PaymentStatusInput) {
    return this.orders.setPaymentStatus(id, input.paymentStatus, viewer);
  }

  @Scopes('orders:write')
  @AdminOnly()
  @Put('order-status/:id')
  @ApiOkResponse({ type: OrderRecord })
  @ApiNotFoundResponse({ description: 'No such order' })
  updateOrderStatus(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: OrderStatusInput) {
    return this.orders.setOrderStatus(id, input.orderStatus, viewer);
  }

  @AdminOnly()
  @Delete('order/:id')
  @ApiOperation({ operationId: 'deleteOrder', summary: 'Delete an order (spam, an erasure request); the tallies follow' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No such order' })
  @ApiConflictResponse({ description: 'The order has PayPal payments on record' })
  async deleteOrder(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    await this.orders.remove(id, viewer);
    return { message: 'Order is Deleted' };
  }

  @Put('order-cancelled/:id')
  @ApiOkResponse({ type: OrderRecord, description: 'Cancelled' })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'The order is no longer unpaid' })
  cancelOrder(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() _input: CancelInput) {
    return this.orders.cancel(viewer, id);
  }
}
