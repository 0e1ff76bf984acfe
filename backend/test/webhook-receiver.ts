import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request; the default answers 204. */
export type Answer = (response: ServerResponse, request: Received) => void;

/**
 * A real HTTP server on loopback that records every delivery and answers each path as the test
 * says (a queue of answers per path, then the default), as an integrator's endpoint would.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = { path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.received.push(received);
        const answer = this.answers.get(received.path)?.shift();
        if (answer) answer(response, received);
        else response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** The next answers to `path`, in order. */
  answer(path: string, ...answers: Answer[]): void {
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...answers]);
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  /** Waits until `path` has received `count` requests (or more), for at most `ms`. */
  async waitFor(path: string, count = 1, ms = 10_000): Promise<Received[]> {
    for (let waited = 0; waited < ms; waited += 20) {
      if (this.at(path).length >= count) return this.at(path);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} received ${this.at(path).length} of ${count} deliveries`);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export const status =
  (code: number, body = ''): Answer =>
  (response) =>
    response.writeHead(code, { 'content-type': 'text/plain' }).end(body);
