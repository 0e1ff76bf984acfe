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
   * @returns UserRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `Already on the roster`,
      },
    });
  }
  /**
   * @returns UserRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No roster entry with this id`,
        409: `Another entry has this e-mail, or the change would leave the site without an Admin`,
      },
    });
  }
  /**
   * @returns UserListRecord
   * @throws ApiError
   */
  public static getUsers(): CancelablePromise<Array<UserListRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * @returns UserRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No roster entry with this id`,
      },
    });
  }
}
