import { describe, expect, it, jest } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

/** The answer the filter sends for `exception`, through a reply that records it. */
function answerTo(exception: unknown): { status: number; body: { statusCode: number; message: string; error: string } } {
  const sent: { status: number; body: unknown } = { status: 0, body: undefined };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header: () => reply,
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ id: 'r1', method: 'GET', url: '/api/x' }) }),
  } as unknown as ArgumentsHost;
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  new AllExceptionsFilter().catch(exception, host);
  return sent as { status: number; body: { statusCode: number; message: string; error: string } };
}

const driverError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the answer to a database that is there but busy', () => {
  it('answers a statement ended by statement_timeout or lock_timeout with 503 and a message that says so, not a bare 500', () => {
    for (const [code, message] of [
      ['57014', 'canceling statement due to statement timeout'],
      ['55P03', 'canceling statement due to lock timeout'],
    ]) {
      const answer = answerTo(new QueryFailedError('SELECT 1', [], driverError(code, message)));
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ statusCode: 503, message: 'The database is busy right now. Please try again shortly.', error: 'Service Unavailable' });
    }
  });

  it('still answers any other query failure with a 500 that says nothing of it', () => {
    const answer = answerTo(new QueryFailedError('SELECT 1', [], driverError('42P01', 'relation "x" does not exist')));
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe('Internal server error');
  });
});
