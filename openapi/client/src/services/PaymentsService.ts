/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CheckoutDto } from '../models/CheckoutDto';
import type { PaypalEmailInput } from '../models/PaypalEmailInput';
import type { PaypalEmailRecord } from '../models/PaypalEmailRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PaymentsService {
  /**
   * Set the payment e-mail
   * Sets the PayPal address that receives payments. There is one: a second answers 409 (change the first instead). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `payments` (session cookie or access token); API keys are refused.
   * @returns PaypalEmailRecord Set the payment e-mail
   * @throws ApiError
   */
  public static addPaypalEmail({
    requestBody,
  }: {
    requestBody: PaypalEmailInput,
  }): CancelablePromise<PaypalEmailRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-email',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`payments\`; or an API key was sent: keys cannot call this operation`,
        409: `A payment e-mail exists already`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Start paying an order
   * The PayPal checkout form (address and fields) for one of the caller's unpaid orders; the browser posts it to PayPal. Another customer's order answers 404; a paid order, or a site without a payment e-mail, 409.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns CheckoutDto The PayPal checkout form for one of your unpaid orders
   * @throws ApiError
   */
  public static getCheckout({
    orderId,
  }: {
    orderId: string,
  }): CancelablePromise<CheckoutDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/checkout/{orderId}',
      path: {
        'orderId': orderId,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No such order, or not yours`,
        409: `The order is not unpaid, or no payment e-mail is configured`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Receive a PayPal payment notification
   * PayPal's Instant Payment Notification listener, for PayPal only: the message is stored and answered 200 at once, then verified with PayPal; only a verified payment of the right amount to the site's payment e-mail marks the order Paid.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns any Received; acted on only once PayPal verifies it
   * @throws ApiError
   */
  public static receivePaypalNotification({
    formData,
  }: {
    /**
     * The notification exactly as PayPal posts it
     */
    formData: Record<string, string>,
  }): CancelablePromise<any> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/payments/paypal/ipn',
      formData: formData,
      mediaType: 'application/x-www-form-urlencoded',
      errors: {
        400: `The notification contains a NUL character, which PayPal never sends`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `Larger than 16 KB`,
        415: `Not an application/x-www-form-urlencoded form`,
        429: `More than 60 notifications a minute from this address`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List payment e-mails
   * The PayPal address that receives payments (a list of at most one).
   *
   * **Access:** a member of the team whose role holds `payments:read` (session cookie or access token); API keys are refused.
   * @returns PaypalEmailRecord List payment e-mails
   * @throws ApiError
   */
  public static getPaypalEmails(): CancelablePromise<Array<PaypalEmailRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/paypal-email',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`payments:read\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read the payment e-mail
   * The PayPal address record by id.
   *
   * **Access:** a member of the team whose role holds `payments:read` (session cookie or access token); API keys are refused.
   * @returns PaypalEmailRecord Read the payment e-mail
   * @throws ApiError
   */
  public static getPaypalEmail({
    id,
  }: {
    id: string,
  }): CancelablePromise<PaypalEmailRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/paypal-email/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`payments:read\`; or an API key was sent: keys cannot call this operation`,
        404: `No such record`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change the payment e-mail
   * Changes the PayPal address that receives payments; checkouts use it at once. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `payments` (session cookie or access token); API keys are refused.
   * @returns PaypalEmailRecord Change the payment e-mail
   * @throws ApiError
   */
  public static updatePaypalEmail({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: PaypalEmailInput,
  }): CancelablePromise<PaypalEmailRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/paypal-email/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`payments\`; or an API key was sent: keys cannot call this operation`,
        404: `No such record`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
