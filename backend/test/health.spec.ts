import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { registerAdmin } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

describe('health and the API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database reachable', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers unknown API paths with the JSON error shape and security headers', async () => {
    const response = await t.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing', error: 'Not Found' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a method an API address does not take with 405 and the methods it does take', async () => {
    const deleted = await t.request('/api/health', { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    expect(await deleted.json()).toEqual({ statusCode: 405, message: 'DELETE is not allowed here; this address takes GET, HEAD', error: 'Method Not Allowed' });
    // A parameter in the address, and a query: still the route's address.
    const put = await t.request('/api/orders/0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21/anything?x=1', { method: 'PATCH' });
    expect(put.status).toBe(404);
    const login = await t.request('/api/auth/login?next=1', { method: 'GET' });
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    // An address no route has stays a 404, whatever the method.
    expect((await t.request('/api/no-such-thing', { method: 'DELETE' })).status).toBe(404);
  });

  it('serves the OpenAPI document and the Swagger UI', async () => {
    const spec = await json<{ paths: Record<string, unknown> }>(t.request('/api/openapi.json'));
    expect(Object.keys(spec.paths)).toContain('/api/health');
    const docs = await t.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });

  it('serves the Swagger UI under a policy that runs only its own files, and those files with it', async () => {
    const docs = await t.request('/api/docs');
    const policy = docs.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // The page runs no inline script, and everything it loads is its own, from this origin.
    const html = await docs.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(2);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/^\s*src="[^"]+"\s*$/);
      expect(content.trim()).toBe('');
    }
    const files = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(([, address]) => new URL(address, `${t.baseUrl}/api/docs`));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file.origin).toBe(t.baseUrl);
      const response = await t.request(file.pathname);
      expect([file.pathname, response.status, response.headers.get('content-security-policy')]).toEqual([file.pathname, 200, policy]);
    }
  });

  it('serves the committed spec, schemas the Swagger plugin inferred included', async () => {
    // The committed file lists each schema's required properties in order (npm run openapi sorts them).
    const requiredSorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(requiredSorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'required' && Array.isArray(v) ? [...v].sort() : requiredSorted(v)]))
          : value;
    const committed: unknown = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'));
    expect(requiredSorted(await json(t.request('/api/openapi.json')))).toEqual(committed);
  });

  it('echoes a request id for log correlation', async () => {
    const response = await t.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const fresh = await t.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports 503 when the database stops answering', async () => {
    const dataSource = t.app.get(DataSource);
    await dataSource.destroy();
    const response = await t.request('/api/health');
    expect(response.status).toBe(503);
    expect((await json<{ message: string }>(response)).message).toBe('The database is not reachable');
    await dataSource.initialize();
  });

  it('keeps CORS closed when no origins are configured', async () => {
    const preflight = await t.request('/api/site', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('configured CORS origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows exactly the configured origins', async () => {
    const allowed = await t.request('/api/site', { headers: { origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await t.request('/api/site', { headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('stopping', () => {
  // Without the fix the close waits for the clients (Node stops its headers timeout on close): this
  // test's own limit is what fails.
  it('closes a connection that never sent a request (a browser preconnect), one sending its next request slowly, and an idle one', async () => {
    const t = await startTestApp();
    const port = Number(new URL(t.baseUrl).port);
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const silentEnded = once(silent, 'close');
    // A request answered, then the start of another one, never finished.
    const slow = connect(port, '127.0.0.1');
    await once(slow, 'connect');
    const slowEnded = once(slow, 'close');
    let answered = '';
    slow.on('data', (chunk: Buffer) => (answered += chunk.toString()));
    slow.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    while (!answered.includes('"reachable"')) await once(slow, 'data');
    slow.write('GET /api/health HTTP/1.1\r\nHost: 127');
    const served = await t.request('/api/health');
    expect(served.status).toBe(200);
    await served.text();
    await t.close();
    await Promise.all([silentEnded, slowEnded]);
    expect(silent.bytesRead).toBe(0);
    expect(answered).toMatch(/^HTTP\/1\.1 200 OK/);
    // Nothing listens any more.
    await expect(t.request('/api/health')).rejects.toThrow();
  }, 20_000);

  it('closes a keep-alive connection once the answer it was sending when the shutdown began is sent', async () => {
    const t = await startTestApp();
    const admin = await registerAdmin(t);
    // An export far larger than the sockets' buffers: its answer is under way while the client does not read.
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO subscriber (subemail, confirmed_at, consent_text) SELECT 'reader' || n || '@example.com', now(), repeat('x', 480) FROM generate_series(1, 40000) AS n`,
      );
    const port = Number(new URL(t.baseUrl).port);
    const reader = connect(port, '127.0.0.1');
    await once(reader, 'connect');
    const ended = once(reader, 'close');
    reader.write(`GET /api/subscribers.csv HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin.headers.cookie}\r\n\r\n`);
    const [first] = (await once(reader, 'data')) as [Buffer];
    reader.pause();
    const head = first.toString('latin1');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    // Sent before the shutdown: the answer says nothing of closing the connection.
    expect(head).toMatch(/\r\nconnection: keep-alive\r\n/i);
    const closed = t.close();
    // The shutdown has begun (nothing accepts new connections) while the answer waits for the client.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let received = first.length;
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    reader.resume();
    // Without the fix, the connection stays open for Node's keep-alive timeout (72 s), and so does the close.
    await Promise.all([ended, closed]);
    expect(received).toBeGreaterThan(40000 * 480);
  }, 30_000);
});
