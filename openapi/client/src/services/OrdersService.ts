/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CancelInput } from '../models/CancelInput';
import type { DeletedDto } from '../models/DeletedDto';
import type { NewOrderInput } from '../models/NewOrderInput';
import type { OrderPage } from '../models/OrderPage';
import type { OrderRecord } from '../models/OrderRecord';
import type { OrderStatusInput } from '../models/OrderStatusInput';
import type { PaymentStatusInput } from '../models/PaymentStatusInput';
import type { ReceiptDto } from '../models/ReceiptDto';
import type { TotalDto } from '../models/TotalDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class OrdersService {
  /**
   * @returns OrderRecord UnPaid and Pending, priced from the stored package
   * @throws ApiError
   */
  public static addOrder({
    requestBody,
  }: {
    requestBody: NewOrderInput,
  }): CancelablePromise<OrderRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/new-order',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid`,
        401: `Not signed in`,
        404: `No such pricing package`,
      },
    });
  }
  /**
   * @returns OrderRecord Cancelled
   * @throws ApiError
   */
  public static cancelOrder({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: CancelInput,
  }): CancelablePromise<OrderRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/order-cancelled/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        401: `Not signed in`,
        404: `No such order, or not yours`,
        409: `The order is no longer unpaid`,
      },
    });
  }
  /**
   * API keys: needs the `orders:write` scope.
   * @returns OrderRecord
   * @throws ApiError
   */
  public static updateOrderStatus({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: OrderStatusInput,
  }): CancelablePromise<OrderRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/order-status/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such order`,
      },
    });
  }
  /**
   * Delete an order (spam, an erasure request); the tallies follow
   * @returns DeletedDto
   * @throws ApiError
   */
  public static deleteOrder({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/order/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such order`,
        409: `The order has PayPal payments on record`,
      },
    });
  }
  /**
   * API keys: needs the `orders:read` scope.
   * @returns OrderRecord
   * @throws ApiError
   */
  public static getOrder({
    id,
  }: {
    id: string,
  }): CancelablePromise<OrderRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/order/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        404: `No such order, or not yours`,
      },
    });
  }
  /**
   * API keys: needs the `orders:write` scope.
   * @returns OrderRecord
   * @throws ApiError
   */
  public static updatePaymentStatus({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: PaymentStatusInput,
  }): CancelablePromise<OrderRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/order/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such order`,
      },
    });
  }
  /**
   * A paid order's receipt: the agency's legal details, the order, the PayPal payment
   * API keys: needs the `orders:read` scope.
   * @returns ReceiptDto
   * @throws ApiError
   */
  public static getReceipt({
    id,
  }: {
    id: string,
  }): CancelablePromise<ReceiptDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/order/{id}/receipt',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        404: `No such order, or not yours`,
        409: `The order is not paid`,
      },
    });
  }
  /**
   * API keys: needs the `orders:read` scope.
   * @returns OrderPage Newest first: the caller's own orders, or everyone's for an Admin
   * @throws ApiError
   */
  public static getOrders({
    page = 1,
    pageSize = 10,
    paymentStatus,
    email,
    mine,
  }: {
    page?: number,
    pageSize?: number,
    paymentStatus?: 'UnPaid' | 'Paid' | 'Cancelled',
    /**
     * Admins: part of a customer e-mail to search for
     */
    email?: string,
    /**
     * Only the caller's own orders, also for an Admin
     */
    mine?: boolean,
  }): CancelablePromise<OrderPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders',
      query: {
        'page': page,
        'pageSize': pageSize,
        'paymentStatus': paymentStatus,
        'email': email,
        'mine': mine,
      },
      errors: {
        401: `Not signed in`,
      },
    });
  }
  /**
   * API keys: needs the `orders:read` scope.
   * @returns TotalDto Sum of all Paid orders
   * @throws ApiError
   */
  public static getTotalSales(): CancelablePromise<TotalDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders-total-sales',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * @returns TotalDto Sum of the caller's Paid orders
   * @throws ApiError
   */
  public static getTotalSpent(): CancelablePromise<TotalDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders-total-spent',
      errors: {
        401: `Not signed in`,
      },
    });
  }
  /**
   * Everyone's orders of the same filters as the admin list (paymentStatus, email), newest first, as CSV
   * API keys: needs the `orders:read` scope.
   * @returns string Order date, Order, Customer name, Customer email, Address, Country, Package, Price (USD), Payment status, Order status
   * @throws ApiError
   */
  public static getOrdersCsv({
    page = 1,
    pageSize = 10,
    paymentStatus,
    email,
    mine,
  }: {
    page?: number,
    pageSize?: number,
    paymentStatus?: 'UnPaid' | 'Paid' | 'Cancelled',
    /**
     * Admins: part of a customer e-mail to search for
     */
    email?: string,
    /**
     * Only the caller's own orders, also for an Admin
     */
    mine?: boolean,
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders.csv',
      query: {
        'page': page,
        'pageSize': pageSize,
        'paymentStatus': paymentStatus,
        'email': email,
        'mine': mine,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
}
