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
   * Place an order
   * Orders a pricing package for the signed-in customer. The price is taken from the stored package, never from the request; the order starts UnPaid and Pending and is paid through GET /api/checkout/{orderId}. The customer's name, address and country are required; an archived or unknown package is refused with 404. Until the account's e-mail address is confirmed it may place 3 orders an hour: each mails that address and every Admin.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
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
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No such pricing package`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `More than 20 orders in 1 min from one address; or an account whose e-mail address is not confirmed placed 3 in the last hour. Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Cancel your order
   * The customer cancels one of their own unpaid orders; its payment status becomes Cancelled and it can no longer be paid. An order that is no longer unpaid answers 409.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No such order, or not yours`,
        409: `The order is no longer unpaid`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set an order's status
   * Marks an order Pending or Delivered. Setting it Delivered mails the customer (once, by the change that moved it). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `orders:write` (session cookie or access token), or an API key with the `orders:write` scope.
   * @returns OrderRecord Set an order's status
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:write\`; or the API key lacks the scope`,
        404: `No such order`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an order
   * Deletes an order for good (spam, an erasure request); the tallies follow. An order with PayPal payments on record is kept for the accounts and answers 409.
   *
   * **Access:** a member of the team whose role holds `orders:write` (session cookie or access token); API keys are refused.
   * @returns DeletedDto Delete an order
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`orders:write\`; or an API key was sent: keys cannot call this operation`,
        404: `No such order`,
        409: `The order has PayPal payments on record`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an order
   * One order by id. A customer reads only their own: someone else's order answers 404, as an unknown id does, so ids cannot be probed.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns OrderRecord Read an order
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No such order, or not yours`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set an order's payment status
   * Marks an order Paid or UnPaid by hand (a payment received outside PayPal, a refund). Recorded in the audit log; the totals follow.
   *
   * **Access:** a member of the team whose role holds `orders:write` (session cookie or access token), or an API key with the `orders:write` scope.
   * @returns OrderRecord Set an order's payment status
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:write\`; or the API key lacks the scope`,
        404: `No such order`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an order's receipt
   * The receipt of a paid order: the agency's legal details, the order and its PayPal payment. An unpaid order answers 409.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns ReceiptDto Read an order's receipt
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No such order, or not yours`,
        409: `The order is not paid`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List orders
   * One page of orders, newest first: a customer gets their own, an Admin or an API key gets everyone's, filtered by `paymentStatus`, `orderStatus`, `email` and the time placed (`createdFrom`, `createdBefore`). To mirror the orders elsewhere, ask with `sort=updated` and `updatedSince` set to the greatest `updatedAt` already held, and page on until a page is short: every change (a status, a payment, a customer's new address or erasure) moves `updatedAt`. Reads only.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns OrderPage Newest first: the caller's own orders, or everyone's for an Admin
   * @throws ApiError
   */
  public static getOrders({
    page = 1,
    pageSize = 10,
    createdFrom,
    createdBefore,
    updatedSince,
    sort = 'newest',
    paymentStatus,
    email,
    mine,
    orderStatus,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only orders placed at or after this time (ISO 8601, e.g. 2026-11-01 or 2026-11-01T00:00:00Z)
     */
    createdFrom?: string,
    /**
     * only orders placed before this time (ISO 8601)
     */
    createdBefore?: string,
    /**
     * only orders changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (placed, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    paymentStatus?: 'UnPaid' | 'Paid' | 'Cancelled',
    /**
     * Admins: part of a customer e-mail to search for
     */
    email?: string,
    /**
     * Only the caller's own orders, also for an Admin
     */
    mine?: boolean,
    /**
     * only orders of this order status
     */
    orderStatus?: 'Pending' | 'Delivered',
  }): CancelablePromise<OrderPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders',
      query: {
        'page': page,
        'pageSize': pageSize,
        'createdFrom': createdFrom,
        'createdBefore': createdBefore,
        'updatedSince': updatedSince,
        'sort': sort,
        'paymentStatus': paymentStatus,
        'email': email,
        'mine': mine,
        'orderStatus': orderStatus,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Total sales
   * The sum of every Paid order, in USD.
   *
   * **Access:** a member of the team whose role holds `orders:read` (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns TotalDto Sum of all Paid orders
   * @throws ApiError
   */
  public static getTotalSales(): CancelablePromise<TotalDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders-total-sales',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:read\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Total spent by the caller
   * The sum of the signed-in customer's Paid orders, in USD.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns TotalDto Sum of the caller's Paid orders
   * @throws ApiError
   */
  public static getTotalSpent(): CancelablePromise<TotalDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders-total-spent',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Export orders as CSV
   * Everyone's orders with the same filters as the list (`paymentStatus`, `email`), newest first, as a CSV download (UTF-8, one header row; cells that could start a spreadsheet formula are escaped). Reads only.
   *
   * **Access:** a member of the team whose role holds `orders:read` (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns string Order date, Order, Customer name, Customer email, Address, Country, Package, Price, Currency, Payment status, Order status
   * @throws ApiError
   */
  public static getOrdersCsv({
    page = 1,
    pageSize = 10,
    createdFrom,
    createdBefore,
    updatedSince,
    sort = 'newest',
    paymentStatus,
    email,
    mine,
    orderStatus,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only orders placed at or after this time (ISO 8601, e.g. 2026-11-01 or 2026-11-01T00:00:00Z)
     */
    createdFrom?: string,
    /**
     * only orders placed before this time (ISO 8601)
     */
    createdBefore?: string,
    /**
     * only orders changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (placed, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    paymentStatus?: 'UnPaid' | 'Paid' | 'Cancelled',
    /**
     * Admins: part of a customer e-mail to search for
     */
    email?: string,
    /**
     * Only the caller's own orders, also for an Admin
     */
    mine?: boolean,
    /**
     * only orders of this order status
     */
    orderStatus?: 'Pending' | 'Delivered',
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/orders.csv',
      query: {
        'page': page,
        'pageSize': pageSize,
        'createdFrom': createdFrom,
        'createdBefore': createdBefore,
        'updatedSince': updatedSince,
        'sort': sort,
        'paymentStatus': paymentStatus,
        'email': email,
        'mine': mine,
        'orderStatus': orderStatus,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:read\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
