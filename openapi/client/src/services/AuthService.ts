/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CredentialsDto } from '../models/CredentialsDto';
import type { ForgotPasswordDto } from '../models/ForgotPasswordDto';
import type { MessageDto } from '../models/MessageDto';
import type { ResetPasswordDto } from '../models/ResetPasswordDto';
import type { SessionDto } from '../models/SessionDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuthService {
  /**
   * @param requestBody
   * @returns MessageDto The same answer whether or not the address has an account
   * @throws ApiError
   */
  public static forgotPassword(
    requestBody: ForgotPasswordDto,
  ): CancelablePromise<MessageDto> {
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
   * @param requestBody
   * @returns SessionDto Signed in (cookies set)
   * @throws ApiError
   */
  public static login(
    requestBody: CredentialsDto,
  ): CancelablePromise<SessionDto> {
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
   * @returns MessageDto
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
   * @param requestBody
   * @returns SessionDto Account created and signed in (cookies set)
   * @throws ApiError
   */
  public static register(
    requestBody: CredentialsDto,
  ): CancelablePromise<SessionDto> {
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
   * @param requestBody
   * @returns MessageDto
   * @throws ApiError
   */
  public static resetPassword(
    requestBody: ResetPasswordDto,
  ): CancelablePromise<MessageDto> {
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
}
