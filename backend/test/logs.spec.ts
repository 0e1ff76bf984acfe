import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' }, { logRequests: true, requestLog: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The log entries of one request, found by the id its answer names. */
  const entriesOf = (response: Response) =>
    lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } }).filter((entry) => entry.reqId === response.headers.get('x-request-id'));

  it('leave out the values of token-like query parameters, and keep the rest', async () => {
    const response = await t.request('/api/health?token=reset-secret-1&code=c0de-secret&apiKey=k3y-secret&password=pw-secret&page=2&q=seo');
    expect(response.status).toBe(200);
    const logged = entriesOf(response).find((entry) => entry.req)!.req!.url;
    expect(logged).toBe('/api/health?token=[redacted]&code=[redacted]&apiKey=[redacted]&password=[redacted]&page=2&q=seo');
    expect(lines.join('\n')).not.toMatch(/reset-secret-1|c0de-secret|k3y-secret|pw-secret/);
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
