import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { captureHead, writePrepared, type PreparedHead } from './prepared-head.js';

/**
 * prepared-head.ts writes through Node's undocumented `_header`. These run on every Node the
 * product is tested on (the machine's, and CI's LTS job): the prepared answer is byte for byte the
 * one Node writes, and a response without that field falls back to `writeHead` having written
 * nothing.
 */
const HEADERS = ['content-type', 'text/plain; charset=utf-8', 'content-length', '4', 'cache-control', 'public, max-age=0, must-revalidate'];

let server: Server | undefined;
afterEach(async () => {
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  server = undefined;
});

/** Two GETs on one kept-alive connection, and the raw bytes of both answers. */
async function twoAnswers(handle: (request: IncomingMessage, response: ServerResponse, index: number) => void): Promise<string> {
  let index = 0;
  server = createServer((request, response) => handle(request, response, index++));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk.toString('latin1');
      if ((raw.match(/\r\n\r\nbody/g) ?? []).length === 2) {
        socket.end();
        resolve(raw);
      }
    });
    socket.on('error', reject);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

const withoutDates = (raw: string) => raw.replace(/\r\nDate: [^\r]+/g, '\r\nDate: <date>');

describe('a prepared head', () => {
  it('writes the bytes Node writes, with its own request id and date', async () => {
    let head: PreparedHead | undefined;
    const prepared = await twoAnswers((_request, response, index) => {
      if (index === 0) {
        response.writeHead(200, [...HEADERS, 'x-request-id', 'first']);
        head = captureHead(response, 'first');
        response.end('body');
      } else {
        expect(writePrepared(response, head!, 200, 'second', Buffer.from('body'))).toBe(true);
      }
    });
    await new Promise<void>((closed) => server!.close(() => closed()));
    const plain = await twoAnswers((_request, response, index) => {
      response.writeHead(200, [...HEADERS, 'x-request-id', index === 0 ? 'first' : 'second']);
      response.end('body');
    });
    expect(head).toBeDefined();
    expect(withoutDates(prepared)).toBe(withoutDates(plain));
    expect(prepared).toContain('x-request-id: second\r\nDate: ');
  });

  it('falls back to writeHead on a Node whose response has no such field, having written nothing', async () => {
    const raw = await twoAnswers((_request, response) => {
      // A Node version without `_header`: the field reads as undefined.
      Object.defineProperty(response, '_header', { value: undefined, writable: true, configurable: true });
      expect(writePrepared(response, { before: 'HTTP/1.1 500 Broken\r\nx-request-id: ', after: '\r\n\r\n' }, 500, 'one', undefined)).toBe(false);
      expect(captureHead(response, 'one')).toBeUndefined();
      // Node's own field again, as it is before any head is written, for writeHead to fill.
      Object.defineProperty(response, '_header', { value: null, writable: true, configurable: true });
      response.writeHead(200, [...HEADERS, 'x-request-id', 'one']);
      response.end('body');
    });
    expect(raw).toContain('HTTP/1.1 200 OK\r\n');
    expect(raw).toContain('x-request-id: one\r\n');
    expect(raw).not.toContain('500 Broken');
  });
});
