/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AcknowledgementDto } from '../models/AcknowledgementDto';
import type { DeletedDto } from '../models/DeletedDto';
import type { MessageCounts } from '../models/MessageCounts';
import type { MessageDetail } from '../models/MessageDetail';
import type { MessageInput } from '../models/MessageInput';
import type { MessagePage } from '../models/MessagePage';
import type { MessageRecord } from '../models/MessageRecord';
import type { MessageStatusInput } from '../models/MessageStatusInput';
import type { SpamMessagePage } from '../models/SpamMessagePage';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MessagesService {
  /**
   * Send a message to the agency
   * The public contact form: stores the message as UnRead and mails it to the agency. Messages the spam checks catch are kept apart for review (the answer is the same). Limited per address.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns AcknowledgementDto Send a message to the agency
   * @throws ApiError
   */
  public static addMessage({
    requestBody,
  }: {
    requestBody: MessageInput,
  }): CancelablePromise<AcknowledgementDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-message',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many messages from this address`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a message
   * Deletes a message for good (spam, an erasure request); the counts follow, and a free analysis lead takes its audits and their report with it. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token); API keys are refused.
   * @returns DeletedDto Delete a message
   * @throws ApiError
   */
  public static deleteMessage({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/message/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`messages\`; or an API key was sent: keys cannot call this operation`,
        404: `No message with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a message
   * One message by id, with `audit`: the score, top issues and report of the site audit a free-analysis lead asked for (null for other messages). Reads only: it stays UnRead until marked Read.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token), or an API key with the `messages:read` scope.
   * @returns MessageDetail Read a message
   * @throws ApiError
   */
  public static getMessage({
    id,
  }: {
    id: string,
  }): CancelablePromise<MessageDetail> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/message/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`messages\`; or the API key lacks the scope`,
        404: `No message with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Mark a message read
   * Marks a message Read (the only change allowed); the counts follow.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token); API keys are refused.
   * @returns MessageRecord Mark a message read
   * @throws ApiError
   */
  public static updateMessage({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: MessageStatusInput,
  }): CancelablePromise<MessageRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/message/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`messages\`; or an API key was sent: keys cannot call this operation`,
        404: `No message with this id`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List messages
   * One page of messages, newest first, filtered by `status` (UnRead, Read) and a `search` over name, e-mail, subject and text; 3 per page unless `pageSize` says otherwise. Reads only: reading does not mark a message Read.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token), or an API key with the `messages:read` scope.
   * @returns MessagePage Newest first; 3 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getMessages({
    page = 1,
    pageSize = 10,
    updatedSince,
    sort = 'newest',
    status,
    search,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only records changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (created, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    status?: 'UnRead' | 'Read',
    /**
     * Part of the name, e-mail, subject or text, in any case
     */
    search?: string,
  }): CancelablePromise<MessagePage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/messages',
      query: {
        'page': page,
        'pageSize': pageSize,
        'updatedSince': updatedSince,
        'sort': sort,
        'status': status,
        'search': search,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`messages\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Count messages
   * How many messages are unread and how many read.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token), or an API key with the `messages:read` scope.
   * @returns MessageCounts Count messages
   * @throws ApiError
   */
  public static getMessageCounts(): CancelablePromise<MessageCounts> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/messages-counts',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`messages\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Export messages as CSV
   * The messages of the same filters as the list (`status`, `search`), newest first, as a CSV download. Reads only.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token), or an API key with the `messages:read` scope.
   * @returns string Received at, Name, Email, Phone, Subject, Message, Status
   * @throws ApiError
   */
  public static getMessagesCsv({
    page = 1,
    pageSize = 10,
    updatedSince,
    sort = 'newest',
    status,
    search,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * only records changed after this time (ISO 8601): a mirror asks with the greatest `updatedAt` it
     * holds, with `sort=updated`, and pages until a page is short
     */
    updatedSince?: string,
    /**
     * `newest` (created, newest first; the default) or `updated` (changed, oldest change first: the order a mirror reads in)
     */
    sort?: 'newest' | 'updated',
    status?: 'UnRead' | 'Read',
    /**
     * Part of the name, e-mail, subject or text, in any case
     */
    search?: string,
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/messages.csv',
      query: {
        'page': page,
        'pageSize': pageSize,
        'updatedSince': updatedSince,
        'sort': sort,
        'status': status,
        'search': search,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`messages\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a caught message
   * Deletes a message the spam checks caught, for good.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token); API keys are refused.
   * @returns DeletedDto Delete a caught message
   * @throws ApiError
   */
  public static deleteSpamMessage({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/spam-message/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`messages\`; or an API key was sent: keys cannot call this operation`,
        404: `No caught message with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Release a caught message
   * Not spam: the message joins the others as UnRead and is mailed to the agency like a new one.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token); API keys are refused.
   * @returns MessageRecord Release a caught message
   * @throws ApiError
   */
  public static markNotSpam({
    id,
  }: {
    id: string,
  }): CancelablePromise<MessageRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/spam-message/{id}/not-spam',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`messages\`; or an API key was sent: keys cannot call this operation`,
        404: `No caught message with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List caught spam
   * Messages the spam checks caught, newest first, waiting for review; 10 per page unless `pageSize` says otherwise.
   *
   * **Access:** a member of the team whose role holds `messages` (session cookie or access token); API keys are refused.
   * @returns SpamMessagePage 10 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getSpamMessages({
    page = 1,
    pageSize = 10,
  }: {
    page?: number,
    pageSize?: number,
  }): CancelablePromise<SpamMessagePage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/spam-messages',
      query: {
        'page': page,
        'pageSize': pageSize,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`messages\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
