/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { InvoicePage } from '../models/InvoicePage';
import type { InvoiceRecord } from '../models/InvoiceRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class InvoicesService {
  /**
   * Read an invoice
   * One invoice or credit note; its customer or an Admin.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns InvoiceRecord Read an invoice
   * @throws ApiError
   */
  public static getInvoice({
    id,
  }: {
    id: string,
  }): CancelablePromise<InvoiceRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/invoice/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No invoice with this id, or another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an invoice as a page
   * The document as issued, as a printable page; its customer or an Admin.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns string The invoice or credit note as a standalone page
   * @throws ApiError
   */
  public static getInvoiceHtml({
    id,
  }: {
    id: string,
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/invoice/{id}/html',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No invoice with this id, or another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Download an invoice as PDF
   * The document as issued, as a PDF; its customer or an Admin.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns binary The invoice or credit note as a PDF (A4)
   * @throws ApiError
   */
  public static getInvoicePdf({
    id,
  }: {
    id: string,
  }): CancelablePromise<Blob> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/invoice/{id}/pdf',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No invoice with this id, or another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List invoices and credit notes
   * Newest first: a customer gets those of their own orders, an Admin or an API key everyone's; `orderId` narrows to one order.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns InvoicePage List invoices and credit notes
   * @throws ApiError
   */
  public static getInvoices({
    page = 1,
    pageSize = 10,
    updatedSince,
    sort = 'newest',
    orderId,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only records changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (created, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    /**
     * Only the invoices and credit notes of this order
     */
    orderId?: string,
  }): CancelablePromise<InvoicePage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/invoices',
      query: {
        'page': page,
        'pageSize': pageSize,
        'updatedSince': updatedSince,
        'sort': sort,
        'orderId': orderId,
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
   * Export invoices as CSV
   * Every invoice and credit note, one row each, grouped by currency and in the order issued, for the accountant.
   *
   * **Access:** a member of the team whose role holds `orders:read` (session cookie or access token), or an API key with the `orders:read` scope.
   * @returns string Number, Kind, Issued on, Refers to, Order, Buyer, Buyer country, Buyer VAT number, Currency, Net, VAT rate (%), VAT, Gross, Tax note
   * @throws ApiError
   */
  public static getInvoicesCsv(): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/invoices.csv',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`orders:read\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
