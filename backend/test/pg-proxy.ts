import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { LogLevel } from '@nestjs/common';
import pg from 'pg';
import { createApp } from '../src/app.factory.js';
import { requester, type TestApp } from './harness.js';

/** The start-up code of a client asking for TLS before its real start-up message. */
const SSL_REQUEST_CODE = 80877103;
/** The client's messages of the extended query protocol: Parse, Bind, Describe, Execute, Close, Flush (Sync ends them). */
const EXTENDED_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H']);

/** A server's ErrorResponse message. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeUInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * A TCP proxy in front of PostgreSQL that can misbehave the way the paths to a real server do:
 * - `dropNotifications`: forwards everything but the server's NotificationResponse messages, as a
 *   pooler in transaction mode does to a client whose LISTEN ran on a connection it gave back;
 * - `blackhole`: stops forwarding in both directions without closing anything, new connections
 *   included, as a network that drops a connection silently;
 * - `failExtended`: answers every extended-protocol exchange (Parse, Bind, Describe, Execute, up to
 *   its Sync) with an error and forwards simple queries, as a pooler or middlebox that mishandles
 *   the extended protocol does: statements with parameters fail, `SELECT 1` still answers.
 */
export class PgProxy {
  dropNotifications = false;
  failExtended = false;
  private blackholed = false;
  private readonly pairs = new Set<[Socket, Socket]>();

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {}

  /** Listens on a free loopback port, forwarding to the server `databaseUrl` names. */
  static async start(databaseUrl: string): Promise<PgProxy> {
    const server = createServer();
    const proxy = new PgProxy(server, new URL(databaseUrl));
    server.on('connection', (client) => proxy.accept(client));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    return proxy;
  }

  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    const address = this.server.address();
    url.hostname = '127.0.0.1';
    url.port = String(typeof address === 'object' && address ? address.port : 0);
    return url.toString();
  }

  blackhole(): void {
    this.blackholed = true;
    for (const [client, upstream] of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  /** Forwards again, but only on connections made from now on: those caught in the blackhole stay there. */
  heal(): void {
    this.blackholed = false;
  }

  async close(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    await new Promise((closed) => this.server.close(closed));
  }

  /**
   * Forwards what the client sends, message by message: the start-up (a length, then a code; an
   * SSL request is one too, and the real start-up follows it), then typed messages. While
   * `failExtended` is set, an extended-protocol message and the rest of its exchange are dropped and
   * the client told the server failed; the exchange's Sync still goes on, so that the server's
   * ReadyForQuery ends it as the client expects.
   */
  private clientMessages(client: Socket, upstream: Socket): (chunk: Buffer) => void {
    let pending = Buffer.alloc(0);
    let started = false;
    let failing = false;
    return (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      let offset = 0;
      for (;;) {
        if (!started) {
          if (pending.length - offset < 8) break;
          const size = pending.readUInt32BE(offset);
          if (pending.length - offset < size) break;
          started = pending.readUInt32BE(offset + 4) !== SSL_REQUEST_CODE;
          upstream.write(pending.subarray(offset, offset + size));
          offset += size;
          continue;
        }
        if (pending.length - offset < 5) break;
        const size = 1 + pending.readUInt32BE(offset + 1);
        if (pending.length - offset < size) break;
        const type = String.fromCharCode(pending[offset]);
        if (this.failExtended && !failing && EXTENDED_MESSAGES.has(type)) {
          failing = true;
          client.write(errorResponse('XX000', 'the extended query protocol is not available (test proxy)'));
        }
        if (type === 'S') failing = false;
        else if (failing && EXTENDED_MESSAGES.has(type)) {
          offset += size;
          continue;
        }
        upstream.write(pending.subarray(offset, offset + size));
        offset += size;
      }
      pending = pending.subarray(offset);
    };
  }

  private accept(client: Socket): void {
    if (this.blackholed) {
      client.pause();
      this.pairs.add([client, client]);
      return;
    }
    const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    const fromClient = this.clientMessages(client, upstream);
    client.on('data', (chunk: Buffer) => {
      if (!this.blackholed) fromClient(chunk);
    });
    // The server's side is a stream of messages: a type byte, then a length that counts itself.
    let pending = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      if (this.blackholed) return;
      pending = Buffer.concat([pending, chunk]);
      let offset = 0;
      while (pending.length - offset >= 5) {
        const size = 1 + pending.readUInt32BE(offset + 1);
        if (pending.length - offset < size) break;
        if (!(this.dropNotifications && pending[offset] === 0x41)) client.write(pending.subarray(offset, offset + size));
        offset += size;
      }
      pending = pending.subarray(offset);
    });
  }
}

/** Runs one statement on TEST_DATABASE_URL's server itself (making or dropping a database). */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The app on a new database of TEST_DATABASE_URL's server (`databaseUrl`, to read it directly),
 * reached through a PgProxy the test makes misbehave. `close` stops both and drops the database.
 */
export async function appBehindProxy(
  label: string,
  { logLevels = ['error'] }: { logLevels?: LogLevel[] } = {},
): Promise<{ t: TestApp; proxy: PgProxy; databaseUrl: string; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('This suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_${label}_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const proxy = await PgProxy.start(databaseUrl);
  const app = await createApp({
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: proxy.url(databaseUrl),
      DATA_DIR: ':memory:',
      JWT_SECRET: `${label}-test-secret-long-enough`,
      RATE_LIMIT_FACTOR: '1000',
    },
    pages: false,
    logRequests: false,
    logLevels,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const close = async () => {
    await app.close();
    await proxy.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return { t: { app, baseUrl, close: () => app.close(), request: requester(baseUrl) }, proxy, databaseUrl, close };
}
