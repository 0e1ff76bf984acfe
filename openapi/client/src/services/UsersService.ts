/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TeamSettingsDto } from '../models/TeamSettingsDto';
import type { UserInput } from '../models/UserInput';
import type { UserListRecord } from '../models/UserListRecord';
import type { UserRecord } from '../models/UserRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class UsersService {
  /**
   * Add an Admin
   * Puts an e-mail address on the roster in a role (Admin unless `userRole` says otherwise). It gives the account that role only once that account has verified the address. Only the Owner may. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `team` (session cookie or access token); API keys are refused.
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
        403: `Signed in, but the role lacks \`team\`; or an API key was sent: keys cannot call this operation`,
        409: `Already on the roster`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The team’s sign-in rule
   * Whether the Owner requires two-factor sign-in of every member of the team.
   *
   * **Access:** a member of the team whose role holds `team:read` (session cookie or access token); API keys are refused.
   * @returns TeamSettingsDto The team’s sign-in rule
   * @throws ApiError
   */
  public static getTeamSettings(): CancelablePromise<TeamSettingsDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/team-settings',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`team:read\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Require two-factor sign-in of the team
   * Only the Owner may, and only once their own account has two-factor sign-in. While on, a member without it is refused every operation of the team (403) until they set it up on their account page. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `team` (session cookie or access token); API keys are refused.
   * @returns TeamSettingsDto Require two-factor sign-in of the team
   * @throws ApiError
   */
  public static updateTeamSettings({
    requestBody,
  }: {
    requestBody: TeamSettingsDto,
  }): CancelablePromise<TeamSettingsDto> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/team-settings',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`team\`; or an API key was sent: keys cannot call this operation`,
        409: `The Owner has no two-factor sign-in yet`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change a roster entry
   * Changes an entry's e-mail address or role. A change that would leave the site without an Admin answers 409. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `team` (session cookie or access token); API keys are refused.
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
        403: `Signed in, but the role lacks \`team\`; or an API key was sent: keys cannot call this operation`,
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
   * **Access:** a member of the team whose role holds `team:read` (session cookie or access token); API keys are refused.
   * @returns UserListRecord List the admin roster
   * @throws ApiError
   */
  public static getUsers(): CancelablePromise<Array<UserListRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`team:read\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a roster entry
   * One roster entry by id.
   *
   * **Access:** a member of the team whose role holds `team:read` (session cookie or access token); API keys are refused.
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
        403: `Signed in, but the role lacks \`team:read\`; or an API key was sent: keys cannot call this operation`,
        404: `No roster entry with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Make another member the Owner
   * Moves ownership (roles, payment settings, API keys, webhooks, settings that add script) to the entry, which becomes an Admin; the present Owner stays an Admin. Only the Owner may. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `team` (session cookie or access token); API keys are refused.
   * @returns UserRecord Make another member the Owner
   * @throws ApiError
   */
  public static transferOwnership({
    id,
  }: {
    id: string,
  }): CancelablePromise<UserRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/users/{id}/owner',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`team\`; or an API key was sent: keys cannot call this operation`,
        404: `No roster entry with this id`,
        409: `The account of this entry has not proved its address`,
        429: `Too many requests: more than 10 requests in 1 min from one address, or more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
