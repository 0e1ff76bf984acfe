/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountExportDto } from '../models/AccountExportDto';
import type { AddedPasskeyDto } from '../models/AddedPasskeyDto';
import type { AddPasskeyInput } from '../models/AddPasskeyInput';
import type { ChangeEmailDto } from '../models/ChangeEmailDto';
import type { ChangePasswordDto } from '../models/ChangePasswordDto';
import type { ConfirmEmailChangeDto } from '../models/ConfirmEmailChangeDto';
import type { DeleteAccountDto } from '../models/DeleteAccountDto';
import type { MessageDto } from '../models/MessageDto';
import type { PasskeyDto } from '../models/PasskeyDto';
import type { PasskeyOptionsDto } from '../models/PasskeyOptionsDto';
import type { PasswordCheckInput } from '../models/PasswordCheckInput';
import type { RecoveryCodesDto } from '../models/RecoveryCodesDto';
import type { RenamePasskeyInput } from '../models/RenamePasskeyInput';
import type { TotpCodeInput } from '../models/TotpCodeInput';
import type { TotpSetupDto } from '../models/TotpSetupDto';
import type { TwoFactorStateDto } from '../models/TwoFactorStateDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AccountService {
  /**
   * Delete your account
   * Deletes the signed-in account after checking its password: paid orders stay for the accounts with name, address and e-mail removed; other orders and the messages sent with the address are deleted; the cookies are cleared. The site's only Admin cannot delete itself, nor can an account whose retainer PayPal still bills: it is cancelled at PayPal first (409).
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns MessageDto Delete your account
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
        403: `An API key was sent: keys cannot call this operation`,
        409: `The account is the only Admin of the site, or PayPal still bills one of its retainers`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many attempts, or too many wrong passwords for this account`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change your e-mail address
   * Mails a confirmation link to the new address (and a notice to the current one) after checking the password; nothing changes until the link is opened. An address taken by another account or on the admin roster answers 409; an address sent 3 such links in the last hour answers 429.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns MessageDto Change your e-mail address
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
        403: `An API key was sent: keys cannot call this operation`,
        409: `Another account uses this address. Or: the address is on the admin roster`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many attempts, or too many wrong passwords for this account; or: You asked for several address changes in the last hour. Please use the newest link, or try again later. Or: This address was sent several confirmation links in the last hour. Please try again later.`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Confirm an e-mail change
   * Opens the link mailed to the new address: the account, its orders and its roster entry move to the new address, and every other link mailed for the account stops working. Only the account's holder confirms: the request comes from one of the account's sign-ins (its cookies or bearer token) or gives `currentPassword`; otherwise 403 and nothing changes.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns MessageDto Confirm an e-mail change
   * @throws ApiError
   */
  public static confirmEmailChange({
    requestBody,
  }: {
    requestBody: ConfirmEmailChangeDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/email/confirm',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `This link is invalid, used or expired. Ask for a new one on your account page. Or: Your current password is not correct, or a field is invalid`,
        401: `Not signed in`,
        403: `Open this link in the browser where you are signed in, or enter the password of the account that asked for the change. Nothing changed; the link still works.`,
        409: `Another account uses this address. Or: the address was put on the admin roster meanwhile`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Download your data
   * Everything kept about the signed-in account (account, orders, payments, messages, newsletter subscription) as a my-data.json download.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns AccountExportDto Download your data
   * @throws ApiError
   */
  public static exportAccount(): CancelablePromise<AccountExportDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/account/export',
      errors: {
        401: `Not signed in`,
        403: `An API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The account’s passkeys
   * Each passkey’s name, when it was added and last used; never the key.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns PasskeyDto The account’s passkeys
   * @throws ApiError
   */
  public static getPasskeys(): CancelablePromise<Array<PasskeyDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/account/passkeys',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a passkey
   * Checks the browser’s answer against the challenge handed to this account and keeps the passkey’s public key under the name given. It signs in without a password and stands as the second factor of a password sign-in. Every other sign-in of the account ends and the account is mailed; the account’s first second factor also brings ten recovery codes, shown this once.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns AddedPasskeyDto Add a passkey
   * @throws ApiError
   */
  public static addPasskey({
    requestBody,
  }: {
    requestBody: AddPasskeyInput,
  }): CancelablePromise<AddedPasskeyDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/passkeys',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The answer does not match the challenge, or the challenge expired or was used`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `The passkey is on an account already`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Start adding a passkey
   * Asks for the current password, then gives the options for the browser to make a passkey (navigator.credentials.create). The challenge is kept by the server for five minutes and is good once; send the browser’s answer to POST /api/account/passkeys.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns PasskeyOptionsDto Start adding a passkey
   * @throws ApiError
   */
  public static startPasskey({
    requestBody,
  }: {
    requestBody: PasswordCheckInput,
  }): CancelablePromise<PasskeyOptionsDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/passkeys/options',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The current password is wrong`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `The account has 20 passkeys`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Remove a passkey
   * Asks for the current password; the passkey no longer signs in, every other sign-in of the account ends and the account is mailed.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns PasskeyDto The passkeys left
   * @throws ApiError
   */
  public static removePasskey({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: PasswordCheckInput,
  }): CancelablePromise<Array<PasskeyDto>> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/account/passkeys/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The current password is wrong`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No such passkey on this account`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Rename a passkey
   * Changes the name only.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns PasskeyDto Rename a passkey
   * @throws ApiError
   */
  public static renamePasskey({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: RenamePasskeyInput,
  }): CancelablePromise<PasskeyDto> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/account/passkeys/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No such passkey on this account`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 30 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change your password
   * Sets a new password after checking the current one. Every other sign-in of the account ends; this one goes on with new cookies.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns MessageDto Change your password
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
        403: `An API key was sent: keys cannot call this operation`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many attempts, or too many wrong passwords for this account`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Turn two-factor sign-in off
   * Asks for the current password; the app and the recovery codes are removed, every other sign-in ends and the account is mailed.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns TwoFactorStateDto Turn two-factor sign-in off
   * @throws ApiError
   */
  public static disableTwoFactor({
    requestBody,
  }: {
    requestBody: PasswordCheckInput,
  }): CancelablePromise<TwoFactorStateDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/account/two-factor',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The current password is wrong`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `Two-factor sign-in is not on`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Whether two-factor sign-in is on
   * The state of the account’s authenticator app and how many recovery codes are left.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns TwoFactorStateDto Whether two-factor sign-in is on
   * @throws ApiError
   */
  public static getTwoFactor(): CancelablePromise<TwoFactorStateDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/account/two-factor',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Make new recovery codes
   * Asks for the current password; ten new one-time codes (shown this once) replace the earlier ones, and the account is mailed.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns RecoveryCodesDto Make new recovery codes
   * @throws ApiError
   */
  public static renewRecoveryCodes({
    requestBody,
  }: {
    requestBody: PasswordCheckInput,
  }): CancelablePromise<RecoveryCodesDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/two-factor/recovery-codes',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The current password is wrong`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `Two-factor sign-in is not on`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Start setting up an authenticator app
   * Asks for the current password, then gives a new secret (as text and as an otpauth:// address for a QR code). Nothing changes at sign-in until a code from the app confirms it (POST /api/account/two-factor/totp/confirm).
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns TotpSetupDto Start setting up an authenticator app
   * @throws ApiError
   */
  public static startTotp({
    requestBody,
  }: {
    requestBody: PasswordCheckInput,
  }): CancelablePromise<TotpSetupDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/two-factor/totp',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The current password is wrong`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `Two-factor sign-in is on already`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Turn two-factor sign-in on with a first code
   * A code from the app proves it holds the secret: sign-in asks for a code from now on, ten one-time recovery codes are made (shown this once), every other sign-in of the account ends and the account is mailed.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns RecoveryCodesDto Turn two-factor sign-in on with a first code
   * @throws ApiError
   */
  public static confirmTotp({
    requestBody,
  }: {
    requestBody: TotpCodeInput,
  }): CancelablePromise<RecoveryCodesDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The code is wrong`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `Nothing to confirm, or it is on already`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
