/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserInput } from '../models/UserInput';
import type { UserListRecord } from '../models/UserListRecord';
import type { UserRecord } from '../models/UserRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class UsersService {
  /**
   * Add an Admin
   * Puts an e-mail address on the roster as Admin. It makes an account Admin only once that account has verified the address. Recorded in the audit log.
   *
   * **Access:** an Admin (session cookie or access token); API keys are refused.
   * @returns UserRecord Add an Admin
   * @throws ApiError
   */
  public static addUser({
    requestBody,
  }: {
    requestBody: UserInput,
  }): CancelablePromise<UserRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-user',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `userEmail or userRole invalid`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but not an Admin; or an API key was sent: keys cannot call this operation`,
        409: `Already on the roster`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change a roster entry
   * Changes an entry's e-mail address or role. A change that would leave the site without an Admin answers 409. Recorded in the audit log.
   *
   * **Access:** an Admin (session cookie or access token); API keys are refused.
   * @returns UserRecord Change a roster entry
   * @throws ApiError
   */
  public static updateUser({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: UserInput,
  }): CancelablePromise<UserRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/upadete-users/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but not an Admin; or an API key was sent: keys cannot call this operation`,
        404: `No roster entry with this id`,
        409: `Another entry has this e-mail, or the change would leave the site without an Admin`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List the admin roster
   * Every e-mail address on the admin roster with its role.
   *
   * **Access:** an Admin (session cookie or access token); API keys are refused.
   * @returns UserListRecord List the admin roster
   * @throws ApiError
   */
  public static getUsers(): CancelablePromise<Array<UserListRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but not an Admin; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a roster entry
   * One roster entry by id.
   *
   * **Access:** an Admin (session cookie or access token); API keys are refused.
   * @returns UserRecord Read a roster entry
   * @throws ApiError
   */
  public static getUser({
    id,
  }: {
    id: string,
  }): CancelablePromise<UserRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but not an Admin; or an API key was sent: keys cannot call this operation`,
        404: `No roster entry with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
