/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CredentialsDto } from '../models/CredentialsDto';
import type { ForgotPasswordDto } from '../models/ForgotPasswordDto';
import type { MessageDto } from '../models/MessageDto';
import type { ResetPasswordDto } from '../models/ResetPasswordDto';
import type { SessionDto } from '../models/SessionDto';
import type { SetupCheckDto } from '../models/SetupCheckDto';
import type { SetupDto } from '../models/SetupDto';
import type { TokenDto } from '../models/TokenDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuthService {
  /**
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
        429: `Too many attempts`,
      },
    });
  }
  /**
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
        401: `Incorrect email or password. Please try again.`,
        429: `Too many attempts`,
      },
    });
  }
  /**
   * @returns MessageDto The sign-in is ended: its refresh and access tokens are refused from now on
   * @throws ApiError
   */
  public static logout(): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/logout',
    });
  }
  /**
   * @returns SessionDto Who is signed in; viewer is null for visitors
   * @throws ApiError
   */
  public static me(): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/auth/me',
    });
  }
  /**
   * @returns SessionDto New access and refresh tokens (cookies set)
   * @throws ApiError
   */
  public static refresh(): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/refresh',
      errors: {
        401: `No valid refresh token`,
      },
    });
  }
  /**
   * @returns SessionDto Account created and signed in (cookies set)
   * @throws ApiError
   */
  public static register({
    requestBody,
  }: {
    requestBody: CredentialsDto,
  }): CancelablePromise<SessionDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/register',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Email or password invalid`,
        409: `An account with this email exists`,
        429: `Too many attempts`,
      },
    });
  }
  /**
   * @returns MessageDto A new link is on its way to the signed-in account
   * @throws ApiError
   */
  public static resendVerification(): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/resend-verification',
      errors: {
        401: `Not signed in`,
        409: `Your e-mail address is confirmed already.`,
        429: `You asked for several links in the last hour. Please use the newest one, or try again later.`,
      },
    });
  }
  /**
   * @returns MessageDto
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
      },
    });
  }
  /**
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
        403: `This setup link is invalid, used or expired. Restart the server to print a new one.`,
        409: `This site has an Admin already. Please log in. Or: An account with this email exists. Enter its password to make it the first Admin.`,
      },
    });
  }
  /**
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
    });
  }
  /**
   * @returns MessageDto The address is verified; a roster entry for it now makes the account Admin
   * @throws ApiError
   */
  public static verifyEmail({
    requestBody,
  }: {
    requestBody: TokenDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/verify-email',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `This confirmation link is invalid, used or expired. Sign in and ask for a new one.`,
      },
    });
  }
}
