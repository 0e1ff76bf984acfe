/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AcknowledgementDto } from '../models/AcknowledgementDto';
import type { DeletedDto } from '../models/DeletedDto';
import type { MessageCounts } from '../models/MessageCounts';
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
   * @returns AcknowledgementDto
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
        429: `Too many messages from this address`,
      },
    });
  }
  /**
   * Delete a message (spam, an erasure request); the counts follow
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No message with this id`,
      },
    });
  }
  /**
   * API keys: needs the `messages:read` scope.
   * @returns MessageRecord
   * @throws ApiError
   */
  public static getMessage({
    id,
  }: {
    id: string,
  }): CancelablePromise<MessageRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/message/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No message with this id`,
      },
    });
  }
  /**
   * @returns MessageRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No message with this id`,
      },
    });
  }
  /**
   * API keys: needs the `messages:read` scope.
   * @returns MessagePage Newest first; 3 per page unless pageSize says otherwise
   * @throws ApiError
   */
  public static getMessages({
    page = 1,
    pageSize = 10,
    status,
    search,
  }: {
    page?: number,
    pageSize?: number,
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
        'status': status,
        'search': search,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * API keys: needs the `messages:read` scope.
   * @returns MessageCounts
   * @throws ApiError
   */
  public static getMessageCounts(): CancelablePromise<MessageCounts> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/messages-counts',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * The messages of the same filters as the list (status, search), newest first, as CSV
   * API keys: needs the `messages:read` scope.
   * @returns string Received at, Name, Email, Phone, Subject, Message, Status
   * @throws ApiError
   */
  public static getMessagesCsv({
    page = 1,
    pageSize = 10,
    status,
    search,
  }: {
    page?: number,
    pageSize?: number,
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
        'status': status,
        'search': search,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Delete a caught message for good
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No caught message with this id`,
      },
    });
  }
  /**
   * Not spam: the message joins the others as UnRead and is mailed like a new one
   * @returns MessageRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No caught message with this id`,
      },
    });
  }
  /**
   * Messages the spam checks caught, newest first, waiting for review
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
}
