import { apiShape, type ApiShape } from '../common/api-shape.js';
import type { Order } from './order.entity.js';
import type { OrderRecord } from './orders.dto.js';

/**
 * An order as the API and its webhooks show it: the documented fields and no others, so a column
 * added to the table (the account's id, a timestamp kept for the accounts) never reaches a
 * customer, an API key or a webhook receiver until OrderRecord names it.
 */
export function orderRecord(order: Order & { customerVerified?: boolean }): ApiShape<OrderRecord> {
  const record: OrderRecord = {
    _id: order._id,
    packageId: order.packageId,
    packageName: order.packageName,
    packagePrice: order.packagePrice,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    customerAddress: order.customerAddress,
    customerCountry: order.customerCountry,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    orderDate: order.orderDate,
    createdAt: order.createdAt,
  };
  if (order.customerVerified !== undefined) record.customerVerified = order.customerVerified;
  return apiShape(record);
}
