import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApp } from '../src/app.factory.js';
import { startTestApp, type TestApp } from './harness.js';

interface Entry {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  context?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  ip?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(
      { DEMO_CONTENT: 'false', LOG_LEVEL: 'info' },
      { logRequests: true, logLevels: undefined, requestLog: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** The log entries of one request, found by the id its answer names. */
  const entriesOf = (response: Response) =>
    lines.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.reqId === response.headers.get('x-request-id'));

  it('write one JSON line per request, with method, path, status, duration and client address', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const entries = entriesOf(response);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', url: '/api/health', status: 200, ip: '127.0.0.1' });
    expect(entries[0].ms).toEqual(expect.any(Number));
    expect(new Date(entries[0].time).toISOString()).toBe(entries[0].time);
  });

  it('put the request id on every line written while the request is handled, after its body is read too', async () => {
    // The body comes in a packet of its own, after the headers: the handler runs from the socket's
    // events, and the request's context must still be found there.
    const body = JSON.stringify({ email: 'logged@example.com', password: 'a-long-password-1' });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(t.baseUrl).port), '127.0.0.1', () => {
        socket.write(
          `POST /api/auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        setTimeout(() => socket.write(body), 100);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    const reqId = /x-request-id: (\S+)/i.exec(answer)![1];
    const ofRequest = () => lines.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.reqId === reqId);
    // The confirmation mail is sent once the answer has gone; its outbox line still names the request.
    for (let waited = 0; waited < 5000 && !ofRequest().some((entry) => entry.msg.startsWith('Outbox:')); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ofRequest().find((entry) => entry.msg.startsWith('Outbox:'))).toMatchObject({ level: 'info', context: 'Mail' });
    expect(ofRequest().filter((entry) => entry.msg === 'request')).toHaveLength(1);
  });

  it('leave out the values of token-like query parameters, and keep the rest', async () => {
    const response = await t.request('/api/health?token=reset-secret-1&code=c0de-secret&apiKey=k3y-secret&password=pw-secret&page=2&q=seo');
    expect(response.status).toBe(200);
    const logged = entriesOf(response).find((entry) => entry.msg === 'request')!.url;
    expect(logged).toBe('/api/health?token=[redacted]&code=[redacted]&apiKey=[redacted]&password=[redacted]&page=2&q=seo');
    expect(lines.join('\n')).not.toMatch(/reset-secret-1|c0de-secret|k3y-secret|pw-secret/);
  });

  it('leave the token of a one-click unsubscribe link out of its path', async () => {
    const response = await t.request('/unsubscribe/0b1c2d3e.unsubscribe-secret-3');
    expect(entriesOf(response).find((entry) => entry.msg === 'request')!.url).toBe('/unsubscribe/[redacted]');
    expect(lines.join('\n')).not.toContain('unsubscribe-secret-3');
  });

  it('leave the token out of a page link that is not found as well', async () => {
    const response = await t.request('/reset?token=reset-secret-2');
    expect(response.status).toBe(404);
    expect(entriesOf(response).length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('reset-secret-2');
  });

  it('echo and log a well-formed X-Request-Id', async () => {
    const response = await t.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a.01:retry_2' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.01:retry_2');
    expect(entriesOf(response).length).toBeGreaterThan(0);
  });

  it.each([
    ['1 KB long', 'a'.repeat(1024)],
    ['with spaces', 'id with spaces'],
    ['with a tab', 'id\twith-tab'],
    ['with a forged log line', 'x" level=fatal msg="forged'],
  ])('replace an X-Request-Id %s with a new UUID, in the answer and the logs', async (_kind, id) => {
    const response = await t.request('/api/health', { headers: { 'x-request-id': id } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(entriesOf(response).length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes(id))).toBe(false);
  });

  it('never see an X-Request-Id with CR or LF: the HTTP parser refuses the request', async () => {
    const port = new URL(t.baseUrl).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: smuggled\r\n line\r\nConnection: close\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(lines.some((line) => line.includes('smuggled'))).toBe(false);
  });
});

describe('LOG_LEVEL', () => {
  it('keeps only the lines at or above the level: warn drops the request lines of answered requests', async () => {
    const lines: string[] = [];
    const t = await startTestApp(
      { DEMO_CONTENT: 'false', LOG_LEVEL: 'warn' },
      { logRequests: true, logLevels: undefined, requestLog: { write: (line) => lines.push(line) } },
    );
    try {
      expect((await t.request('/api/health')).status).toBe(200);
      expect((await t.request('/api/no-such-thing')).status).toBe(404);
      expect(lines.map((line) => (JSON.parse(line) as Entry).msg)).not.toContain('request');
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a level that does not exist, naming the ones that do', async () => {
    await expect(createApp({ env: { LOG_LEVEL: 'verbose-ish' }, pages: false })).rejects.toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });
});
