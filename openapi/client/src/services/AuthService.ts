/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CredentialsDto } from '../models/CredentialsDto';
import type { ForgotPasswordDto } from '../models/ForgotPasswordDto';
import type { MessageDto } from '../models/MessageDto';
import type { PasskeyAssertionInput } from '../models/PasskeyAssertionInput';
import type { PasskeyOptionsDto } from '../models/PasskeyOptionsDto';
import type { RegisterDto } from '../models/RegisterDto';
import type { ResetPasswordDto } from '../models/ResetPasswordDto';
import type { SecondFactorInput } from '../models/SecondFactorInput';
import type { SecondFactorPasskeyInput } from '../models/SecondFactorPasskeyInput';
import type { SecondFactorTokenInput } from '../models/SecondFactorTokenInput';
import type { SessionDto } from '../models/SessionDto';
import type { SetupCheckDto } from '../models/SetupCheckDto';
import type { SetupDto } from '../models/SetupDto';
import type { TokenDto } from '../models/TokenDto';
import type { VerifiedDto } from '../models/VerifiedDto';
import type { VerifyEmailDto } from '../models/VerifyEmailDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuthService {
  /**
   * Ask for a password reset link
   * Mails a reset link when the address has an account, at most 3 an hour to one address (the links mailed before stay good). The answer is the same whether or not it has one, or a link was held back, so addresses cannot be probed.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns MessageDto The same answer whether or not the address has an account, or mail can be sent right now
   * @throws ApiError
   */
  public static forgotPassword({
    requestBody,
  }: {
    requestBody: ForgotPasswordDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many attempts`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Sign in
   * Checks an e-mail address and password and sets the session cookies (an access token for 15 minutes and a refresh token). An account with two-factor sign-in sets no cookies yet: the answer’s `secondFactor.token` goes on to POST /api/auth/login/second-factor with the code. Failed attempts are limited per address and per account.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto Signed in (cookies set)
   * @throws ApiError
   */
  public static login({
    requestBody,
  }: {
    requestBody: CredentialsDto,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/login',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Incorrect email or password. Please try again.`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many attempts`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Finish a sign-in with its second factor
   * Takes the token a sign-in answered with (`secondFactor.token`) and the 6-digit code of the account’s authenticator app (accepted once) or one of its recovery codes (spent), and sets the session cookies. Five wrong codes end the sign-in; ten in 15 minutes on one account answer 429 from any address.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto Signed in (cookies set)
   * @throws ApiError
   */
  public static loginSecondFactor({
    requestBody,
  }: {
    requestBody: SecondFactorInput,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/login/second-factor',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `The code is wrong, or the sign-in expired or had too many wrong codes`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many wrong codes for the account (from any address), or requests from this address`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Finish a sign-in with a passkey
   * The second step of a password sign-in with one of the account’s passkeys instead of a code; sets the session cookies. A refusal counts as a wrong code does (five end the sign-in, ten in 15 minutes hold the account).
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto Signed in (cookies set)
   * @throws ApiError
   */
  public static loginSecondFactorPasskey({
    requestBody,
  }: {
    requestBody: SecondFactorPasskeyInput,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/login/second-factor/passkey',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `The passkey’s answer could not be checked, or the sign-in expired`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many wrong codes for the account`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Start the second step of a sign-in with a passkey
   * Takes the token a sign-in answered with and gives the options for the browser to sign with one of the account’s passkeys.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns PasskeyOptionsDto Start the second step of a sign-in with a passkey
   * @throws ApiError
   */
  public static startPasskeySecondFactor({
    requestBody,
  }: {
    requestBody: SecondFactorTokenInput,
  }): CancelablePromise<PasskeyOptionsDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/login/second-factor/passkey-options',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `The sign-in expired or had too many wrong codes`,
        409: `The account has no passkey`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Sign out
   * Ends the sign-in: its refresh and access tokens are refused from now on and the cookies are cleared. Answers 200 even without a session.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns MessageDto The sign-in is ended: its refresh and access tokens are refused from now on
   * @throws ApiError
   */
  public static logout(): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/logout',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Who is signed in
   * The signed-in account (e-mail, whether verified, whether Admin), or `viewer: null` for a visitor. Never answers 401 for a missing session.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto Who is signed in; viewer is null for visitors
   * @throws ApiError
   */
  public static me(): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/auth/me',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Sign in with a passkey
   * Checks the browser’s answer (signature, origin, challenge, the user verified) and sets the session cookies; no password and no code are asked for, the passkey being two factors in one. Failures are limited per address, and ten in 15 minutes on one account answer 429.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto Signed in (cookies set)
   * @throws ApiError
   */
  public static signInWithPasskey({
    requestBody,
  }: {
    requestBody: PasskeyAssertionInput,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/passkey',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `The passkey is unknown, or its answer could not be checked, or the challenge expired or was used`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many failures`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Start a sign-in with a passkey
   * Options for the browser to sign in with any passkey of this site it holds (navigator.credentials.get), with the user verified on the device. The challenge is kept five minutes and is good once; send the answer to POST /api/auth/passkey.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns PasskeyOptionsDto Start a sign-in with a passkey
   * @throws ApiError
   */
  public static startPasskeySignIn(): CancelablePromise<PasskeyOptionsDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/passkey/options',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 20 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Renew the session
   * Exchanges the refresh-token cookie for new access and refresh tokens (cookies set). A refresh token works once: presenting a used one ends the whole sign-in.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto New access and refresh tokens (cookies set)
   * @throws ApiError
   */
  public static refresh(): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/refresh',
      errors: {
        401: `No valid refresh token`,
        429: `Too many requests: more than 30 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Create an account
   * Creates a customer account with an e-mail address and a password, mails a verification link and signs the new account in: the answer sets the session cookies. An address that already has an account answers 409. `returnTo`, a path of this site (the chosen offer’s order form), is kept with the link and given back when the address is confirmed; anything else (another site, `//host`, a backslash) answers 400 and creates nothing.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto Account created and signed in (cookies set)
   * @throws ApiError
   */
  public static register({
    requestBody,
  }: {
    requestBody: RegisterDto,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/register',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Email or password invalid`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        409: `An account with this email exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many attempts`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Send the verification link again
   * Mails a new verification link to the signed-in account's address; an address already verified answers 409.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns MessageDto A new link is on its way to the signed-in account
   * @throws ApiError
   */
  public static resendVerification(): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/resend-verification',
      errors: {
        401: `Not signed in`,
        403: `An API key was sent: keys cannot call this operation`,
        409: `Your e-mail address is confirmed already.`,
        429: `You asked for several links in the last hour. Please use the newest one, or try again later.`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set a new password from a reset link
   * Sets the password with the token of a reset link; the link is spent and every sign-in of the account ends.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns MessageDto Set a new password from a reset link
   * @throws ApiError
   */
  public static resetPassword({
    requestBody,
  }: {
    requestBody: ResetPasswordDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Link invalid, used or expired; or the password is invalid`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Create the first Admin
   * Creates the site's first Admin with the token of the setup link, verified and signed in (cookies set); the link is spent. Refused once an Admin exists.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SessionDto The first Admin is created, verified and signed in (cookies set); the setup link is spent
   * @throws ApiError
   */
  public static completeSetup({
    requestBody,
  }: {
    requestBody: SetupDto,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/setup',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Email or password invalid`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        403: `This setup link is invalid, used or expired. Restart the server to print a new one. Or, once an Admin exists: This setup link is used or expired, and this site has an Admin already. Please log in, or ask an Admin to add you.`,
        409: `This site has an Admin already. Please log in. Or: An account with this email exists. Enter its password to make it the first Admin.`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Check a setup link
   * Whether a setup link (printed by the server on first start) can still create the first Admin. Changes nothing.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns SetupCheckDto Whether a setup link can still create the first Admin
   * @throws ApiError
   */
  public static checkSetup({
    requestBody,
  }: {
    requestBody: TokenDto,
  }): CancelablePromise<SetupCheckDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/setup/check',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Verify an e-mail address
   * Confirms the account's address with the token of the verification link; every other link mailed for the account stops working. Opened in one of the account's own sign-ins (its cookies or bearer token), the password stays, that sign-in goes on with new cookies and every other sign-in ends. Opened anywhere else, it needs `password`, which replaces the account's (one chosen before the address was proved may be a stranger's), ends every sign-in and signs the prover in. Once verified, a roster entry for the address makes the account an Admin.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns VerifiedDto The address is verified; a roster entry for it now makes the account Admin. Session cookies are set when a password was chosen or the sign-in was kept. `returnTo` is the path given at registration, to go on to.
   * @throws ApiError
   */
  public static verifyEmail({
    requestBody,
  }: {
    requestBody: VerifyEmailDto,
  }): CancelablePromise<VerifiedDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/verify-email',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `This confirmation link is invalid, used or expired. Sign in and ask for a new one. Or: the password is invalid`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        403: `Open this link in the browser where you are signed in to your account, or choose a new password to confirm the address. Nothing changed; the link still works.`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
