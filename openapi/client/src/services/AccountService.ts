/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountExportDto } from '../models/AccountExportDto';
import type { ChangeEmailDto } from '../models/ChangeEmailDto';
import type { ChangePasswordDto } from '../models/ChangePasswordDto';
import type { DeleteAccountDto } from '../models/DeleteAccountDto';
import type { MessageDto } from '../models/MessageDto';
import type { TokenDto } from '../models/TokenDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AccountService {
  /**
   * Delete the signed-in account: paid orders stay for the accounts with name, address and e-mail removed; other orders and the messages sent with the address are deleted; cookies are cleared
   * @returns MessageDto
   * @throws ApiError
   */
  public static deleteAccount({
    requestBody,
  }: {
    requestBody: DeleteAccountDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/account',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Your current password is not correct, or a field is invalid`,
        401: `Not signed in`,
        409: `The account is the only Admin of the site`,
        429: `Too many attempts, or too many wrong passwords for this account`,
      },
    });
  }
  /**
   * Mail a confirmation link to a new address (and a notice to the current one); nothing changes until it is opened
   * @returns MessageDto
   * @throws ApiError
   */
  public static requestEmailChange({
    requestBody,
  }: {
    requestBody: ChangeEmailDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/email',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Your current password is not correct, or a field is invalid; or: This is the address your account uses already.`,
        401: `Not signed in`,
        409: `Another account uses this address. Or: the address is on the admin roster`,
        429: `Too many attempts, or too many wrong passwords for this account; or: You asked for several address changes in the last hour. Please use the newest link, or try again later.`,
      },
    });
  }
  /**
   * Open the link mailed to the new address: the account, its orders and its roster entry move there
   * @returns MessageDto
   * @throws ApiError
   */
  public static confirmEmailChange({
    requestBody,
  }: {
    requestBody: TokenDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/email/confirm',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `This link is invalid, used or expired. Ask for a new one on your account page.`,
        401: `Not signed in`,
        409: `Another account uses this address. Or: the address was put on the admin roster meanwhile`,
      },
    });
  }
  /**
   * Everything kept about the signed-in account, as a my-data.json download
   * @returns AccountExportDto
   * @throws ApiError
   */
  public static exportAccount(): CancelablePromise<AccountExportDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/account/export',
      errors: {
        401: `Not signed in`,
      },
    });
  }
  /**
   * Set a new password; every other sign-in of the account ends, this one goes on (new cookies)
   * @returns MessageDto
   * @throws ApiError
   */
  public static changePassword({
    requestBody,
  }: {
    requestBody: ChangePasswordDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/account/password',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Your current password is not correct, or a field is invalid`,
        401: `Not signed in`,
        429: `Too many attempts, or too many wrong passwords for this account`,
      },
    });
  }
}
