import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { allowedMethods, methodNotAllowed } from './allowed-methods.js';
import { withoutSecrets } from './redact.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

/** Database errors that mean "the database is not there right now", not a bug. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Errors from Node's own sockets may come from another realm, so no instanceof here.
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message } = error as { code?: string; message?: unknown };
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  // The embedded engine's socket file is gone while its thread starts again.
  if (code === 'ENOENT' && (error as { syscall?: string }).syscall === 'connect') return true;
  if (typeof message === 'string' && /ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Connection terminated/i.test(message)) return true;
  // Drivers and libraries wrap the socket error; look inside.
  const nested = [(error as { cause?: unknown }).cause, (error as { driverError?: unknown }).driverError, ...((error as { errors?: unknown[] }).errors ?? [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * A full disk: PostgreSQL's disk_full (53100, a table or index that cannot grow), or ENOSPC from a
 * file the app writes (the embedded engine's files, media, the mail outbox). Not a bug, and not
 * the database being away: the owner must free space.
 */
function isDiskFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message } = error as { code?: string; message?: unknown };
  if (code === '53100' || code === 'ENOSPC') return true;
  if (typeof message === 'string' && /No space left on device|\bENOSPC\b/.test(message)) return true;
  const nested = [(error as { cause?: unknown }).cause, (error as { driverError?: unknown }).driverError, ...((error as { errors?: unknown[] }).errors ?? [])];
  return nested.some((inner) => isDiskFull(inner, depth + 1));
}

/**
 * The database ended a statement that waited too long (statement_timeout: 57014; lock_timeout:
 * 55P03): it is there, but busy, and the same request may well pass in a moment.
 */
function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string } } | null)?.driverError?.code ?? (error as { code?: string } | null)?.code;
  return code === '57014' || code === '55P03';
}

/** What a client is told when the server's disk is full. */
export const DISK_FULL_MESSAGE = "The server's disk is full, so this could not be saved. Please try again later; the site's owner must free some space.";

const MAX_MESSAGES = 5;
/** An error message's longest form; longer ones are cut (texts that list things keep within it). */
export const MAX_MESSAGE_LENGTH = 160;

/**
 * Messages name what the request held (forbidNonWhitelisted lists every unknown key, a key may be
 * 100 KB long), so an answer keeps the first few, each cut short: under 1 KB whatever was sent.
 */
function shortened(message: string | string[]): string | string[] {
  const cut = (text: string) => (text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text);
  if (!Array.isArray(message)) return cut(message);
  const kept = message.slice(0, MAX_MESSAGES).map(cut);
  return message.length > MAX_MESSAGES ? [...kept, `and ${message.length - MAX_MESSAGES} more`] : kept;
}

/** Every error leaves as JSON {statusCode, message, error}, short; no stack trace reaches a client. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest>();
    const allowed = exception instanceof NotFoundException && isUnroutedRequest(exception, request) ? allowedMethods(request.url) : [];
    if (allowed.length > 0) return void methodNotAllowed(reply, request.method, allowed);
    const body = this.toBody(exception);
    body.message = shortened(body.message);
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error({
        reqId: request.id,
        method: request.method,
        url: withoutSecrets(request.url),
        err: exception instanceof Error ? exception.stack : String(exception),
      });
    }
    if (exception instanceof TooManyRequestsException) void reply.header('retry-after', exception.retryAfterSeconds);
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode: status, message: response, error: errorName(status) };
      const { message, error } = response as Partial<ErrorBody>;
      return { statusCode: status, message: message ?? exception.message, error: error ?? errorName(status) };
    }
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return { statusCode: fastifyStatus, message: (exception as Error).message, error: errorName(fastifyStatus) };
    }
    if (isDiskFull(exception)) {
      return { statusCode: HttpStatus.INSUFFICIENT_STORAGE, message: DISK_FULL_MESSAGE, error: 'Insufficient Storage' };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'The database is not reachable right now. Please try again shortly.',
        error: 'Service Unavailable',
      };
    }
    if (isDatabaseBusy(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is busy right now. Please try again shortly.', error: 'Service Unavailable' };
    }
    if (exception instanceof QueryFailedError && (exception.driverError as { code?: string })?.code === '22P02') {
      return { statusCode: HttpStatus.BAD_REQUEST, message: 'Malformed value in request', error: 'Bad Request' };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', error: 'Internal Server Error' };
  }
}

/** Nest's own "Cannot GET /api/…" for a request no route took (not a handler's 404 for an unknown record). */
const isUnroutedRequest = (exception: NotFoundException, request: FastifyRequest) => exception.message === `Cannot ${request.method} ${request.url}`;

function errorName(status: number): string {
  const name = HttpStatus[status];
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
