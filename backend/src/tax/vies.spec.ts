import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { checkVies } from './vies.js';

type Handler = (response: ServerResponse) => void;

/** A stand-in for VIES on 127.0.0.1: each test says how it answers and reads what it was sent. */
let server: Server;
let baseUrl: string;
let answer: Handler;
let received: { method?: string; url?: string; type?: string; body: string }[];

const json =
  (status: number, body: unknown): Handler =>
  (response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

// The tests that are not about the timeout wait long: CI's loaded machine once took over the
// default 5 s to answer on loopback, which turned an error test into a timeout.
const LOOPBACK_PATIENCE_MS = 60_000;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
      answer(response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vies`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

beforeEach(() => {
  received = [];
});

describe('checkVies', () => {
  it("posts the number's country code and digits to check-vat-number", async () => {
    answer = json(200, { countryCode: 'EL', vatNumber: '123456789', valid: true, name: '---', address: '---' });
    await checkVies('EL 123.456.789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS });
    expect(received).toEqual([
      { method: 'POST', url: '/vies/check-vat-number', type: 'application/json', body: '{"countryCode":"EL","vatNumber":"123456789"}' },
    ]);
  });

  it('returns the name and address VIES holds for a valid number', async () => {
    answer = json(200, {
      countryCode: 'FR',
      vatNumber: '12123456789',
      requestDate: '2026-01-15T10:00:00.000Z',
      valid: true,
      requestIdentifier: '',
      name: 'SARL EXEMPLE',
      address: '1 RUE DE LA PAIX\n75002 PARIS',
    });
    expect(await checkVies('FR12123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'valid',
      name: 'SARL EXEMPLE',
      address: '1 RUE DE LA PAIX\n75002 PARIS',
    });
  });

  it('takes "---" as a name or address the member state does not disclose', async () => {
    answer = json(200, { countryCode: 'DE', vatNumber: '123456789', valid: true, name: '---', address: '---' });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({ status: 'valid', name: null, address: null });
  });

  it('says invalid only when VIES says valid: false', async () => {
    answer = json(200, { countryCode: 'DE', vatNumber: '123456789', valid: false, name: '---', address: '---' });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({ status: 'invalid' });
  });

  it("is unavailable when the member state's service is down", async () => {
    answer = json(200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The application at the Member State is not available' }] });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'unavailable',
      reason: 'VIES could not check the number: MS_UNAVAILABLE',
    });
  });

  it('is unavailable when the answer carries a userError besides valid: false', async () => {
    answer = json(200, { valid: false, userError: 'SERVICE_UNAVAILABLE' });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'unavailable',
      reason: 'VIES could not check the number: SERVICE_UNAVAILABLE',
    });
    answer = json(200, { valid: false, userError: 'INVALID' });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({ status: 'invalid' });
  });

  it('is unavailable on an error status, naming the error VIES gives', async () => {
    answer = (response) => response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({ status: 'unavailable', reason: 'VIES answered HTTP 500' });
    answer = json(500, { valid: false });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({ status: 'unavailable', reason: 'VIES answered HTTP 500' });
    answer = json(400, { actionSucceed: false, errorWrappers: [{ error: 'TIMEOUT' }] });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'unavailable',
      reason: 'VIES could not check the number: TIMEOUT',
    });
  });

  it('is unavailable when VIES does not answer in time', async () => {
    answer = () => undefined;
    // The reason is the timeout's own: the answer never comes, so nothing else could end the wait.
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: 100 })).toEqual({ status: 'unavailable', reason: 'VIES did not answer within 100 ms' });
  });

  it('is unavailable when the answer stops halfway', async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).write('{"valid":');
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: 100 })).toEqual({ status: 'unavailable', reason: 'VIES did not answer within 100 ms' });
  });

  it('is unavailable when the answer is not JSON or has no verdict', async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"valid": tru');
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'unavailable',
      reason: 'VIES answered with something other than a JSON object',
    });
    answer = json(200, 'valid');
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'unavailable',
      reason: 'VIES answered with something other than a JSON object',
    });
    answer = json(200, { valid: 'yes' });
    expect(await checkVies('DE123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({
      status: 'unavailable',
      reason: 'VIES answered without saying whether the number is valid',
    });
  });

  it('is unavailable when VIES cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    expect(await checkVies('DE123456789', { baseUrl: `http://127.0.0.1:${port}` })).toEqual({
      status: 'unavailable',
      reason: 'VIES could not be reached: ECONNREFUSED',
    });
  });

  it('is unavailable, without asking, for numbers VIES does not cover', async () => {
    for (const number of ['GB123456789', 'CHE123456789MWST', 'NO123456789MVA', 'GR123456789', '']) {
      expect(await checkVies(number, { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/^VIES does not cover/),
      });
    }
    expect(received).toEqual([]);
  });

  it("asks about Northern Ireland's XI numbers", async () => {
    answer = json(200, { countryCode: 'XI', vatNumber: '123456789', valid: true, name: 'EXAMPLE LTD', address: '---' });
    expect(await checkVies('XI123456789', { baseUrl, timeoutMs: LOOPBACK_PATIENCE_MS })).toEqual({ status: 'valid', name: 'EXAMPLE LTD', address: null });
    expect(JSON.parse(received[0].body)).toEqual({ countryCode: 'XI', vatNumber: '123456789' });
  });
});
