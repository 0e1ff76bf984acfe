import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can misbehave the way the paths to a real server do:
 * - `dropNotifications`: forwards everything but the server's NotificationResponse messages, as a
 *   pooler in transaction mode does to a client whose LISTEN ran on a connection it gave back;
 * - `blackhole`: stops forwarding in both directions without closing anything, new connections
 *   included, as a network that drops a connection silently.
 */
export class PgProxy {
  dropNotifications = false;
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
    client.on('data', (chunk: Buffer) => {
      if (!this.blackholed) upstream.write(chunk);
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
