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
   * @returns PaypalEmailRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `A payment e-mail exists already`,
      },
    });
  }
  /**
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
        401: `Not signed in`,
        404: `No such order, or not yours`,
        409: `The order is not unpaid, or no payment e-mail is configured`,
      },
    });
  }
  /**
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
        413: `Larger than 16 KB`,
        415: `Not an application/x-www-form-urlencoded form`,
        429: `More than 60 notifications a minute from this address`,
      },
    });
  }
  /**
   * @returns PaypalEmailRecord
   * @throws ApiError
   */
  public static getPaypalEmails(): CancelablePromise<Array<PaypalEmailRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/paypal-email',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * @returns PaypalEmailRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such record`,
      },
    });
  }
  /**
   * @returns PaypalEmailRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such record`,
      },
    });
  }
}
