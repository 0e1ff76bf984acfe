import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { customerCookie, ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

// The ETag is a hash of the page's bytes, and the router stamps each render with its time (the
// `u:` of its state in the page), so two answers with the same ETag are one render served twice,
// and a new ETag is a new render.
describe('the page cache', () => {
  let server: OwnServer;
  const owner = () => ownerCookie(server.url, server.dataDir, 'owner@cache.test', 'cache-password');
  const home = async (cookie?: string) => {
    const response = await fetch(`${server.url}/`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    return { etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), html: await response.text() };
  };

  beforeAll(async () => {
    server = await startOwnServer();
  });
  afterAll(async () => {
    await server.stop();
    removeData(server.dataDir);
  });

  it('serves anonymous visitors one shared render until the content changes, then the edit at once', async () => {
    const first = await home();
    expect(first.cacheControl).toBe('public, no-cache');
    expect((await home()).etag).toBe(first.etag);

    const admin = await owner();
    const [{ _id, bannerText, imageOne, buttonText, buttonURL }] = (await (await fetch(`${server.url}/api/banner`)).json()) as Record<string, string>[];
    const updated = await fetch(`${server.url}/api/update-banner/${_id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ bannerHeading: 'Edited heading for the cache test', bannerText, imageOne, buttonText, buttonURL }),
    });
    expect(updated.status).toBe(200);

    const next = await home();
    expect(next.etag).not.toBe(first.etag);
    expect(next.html).toContain('Edited heading for the cache test');
  });

  it('answers a kept page with the headers of its first answer, in every encoding, to HEAD and to a revalidation', async () => {
    // The first request of /service/ renders it through the router's hooks; the next ones are
    // answered from the kept bytes before routing, and must not lose a header on the way.
    const headersOf = (response: Response) => {
      const headers = Object.fromEntries(response.headers);
      delete headers.date;
      delete headers['x-request-id'];
      return headers;
    };
    for (const encoding of ['identity', 'gzip', 'br']) {
      const init = { headers: { 'accept-encoding': encoding } };
      const first = await fetch(`${server.url}/service/?enc=${encoding}`, init);
      const firstBody = await first.arrayBuffer();
      const kept = await fetch(`${server.url}/service/`, init);
      const [keptHeaders, firstHeaders] = [headersOf(kept), headersOf(first)];
      // The best brotli may replace the quick one between the two requests (it is made in the
      // background once the page is kept): the same page, with its own length.
      if (encoding === 'br') for (const headers of [keptHeaders, firstHeaders]) delete headers['content-length'];
      expect(keptHeaders).toEqual(firstHeaders);
      expect(Buffer.from(await kept.arrayBuffer()).equals(Buffer.from(firstBody))).toBe(true);
      expect(kept.headers.get('x-request-id')).toBeTruthy();
      expect(kept.headers.get('x-frame-options')).toBe('DENY');
    }
    // The best brotli replaces the quick one in the background: its answers carry its own length.
    const identityText = await (await fetch(`${server.url}/service/`, { headers: { 'accept-encoding': 'identity' } })).text();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (let i = 0; i < 2; i++) {
      const best = await fetch(`${server.url}/service/`, { headers: { 'accept-encoding': 'br' } });
      expect(best.headers.get('content-encoding')).toBe('br');
      expect(await best.text()).toBe(identityText);
    }
    const head = await fetch(`${server.url}/service/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    const revalidated = await fetch(`${server.url}/service/`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers kept pages one after another on one kept-alive connection, and closes a connection whose client asks', async () => {
    // After its first answer, a kept page's head is written as the text Node made for it
    // (prepared-head.ts): each answer must still be a whole, separate HTTP answer on the connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ response: IncomingMessage; body: Buffer; socket: Socket }>((resolve, reject) => {
        const sent = httpRequest(`${server.url}${path}`, { agent, headers: { 'accept-encoding': 'br', ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ response, body: Buffer.concat(chunks), socket: sent.socket as Socket }));
        });
        sent.on('error', reject);
        sent.end();
      });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await get('/pricing/'));
      const [first, ...kept] = answers;
      const ids = new Set(answers.map(({ response }) => response.headers['x-request-id']));
      expect(ids.size).toBe(answers.length);
      const { date: _date, 'x-request-id': _id, ...firstHeaders } = first.response.headers;
      for (const answer of kept) {
        expect(answer.socket).toBe(first.socket);
        expect(answer.response.statusCode).toBe(200);
        expect(answer.body.equals(first.body)).toBe(true);
        const { date, 'x-request-id': id, ...headers } = answer.response.headers;
        expect(headers).toEqual(firstHeaders);
        expect(headers.connection).toBe('keep-alive');
        expect(Date.parse(date ?? '')).not.toBeNaN();
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
      }
      const closing = await get('/pricing/', { connection: 'close' });
      expect(closing.response.statusCode).toBe(200);
      expect(closing.response.headers.connection).toBe('close');
      expect(closing.body.equals(first.body)).toBe(true);
      await new Promise((resolve) => (closing.socket.destroyed ? resolve(undefined) : closing.socket.once('close', resolve)));
    } finally {
      agent.destroy();
    }
  });

  it('answers / with one render whatever the query, and every path that is no page with one not-found render', async () => {
    const { etag } = await home();
    const withQueries = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${server.url}/?utm_source=campaign-${i}&gclid=${Math.random()}`).then((response) => response.headers.get('etag')),
      ),
    );
    expect(new Set(withQueries)).toEqual(new Set([etag]));

    // /%70ricing/ is /pricing/ spelled otherwise (RFC 3986 reads %70 as p): one 301 there, no render.
    const encoded = await fetch(`${server.url}/%70ricing/`, { redirect: 'manual' });
    expect([encoded.status, encoded.headers.get('location')]).toEqual([301, '/pricing/']);
    const missing = ['/no-such-page', '/no/such/page', '/no-such-page?x=1', '/no-such-page/'];
    for (let i = 0; i < 40; i++) missing.push(`/missing-${i}`, `/missing/${i}`);
    const answers = await Promise.all(missing.map((path) => fetch(`${server.url}${path}`)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([404]));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(await answers[0].text()).toContain('Page not found');
  });

  it('answers a protocol-relative path with the not-found page, and a reset link without its token in any kept page', async () => {
    const notFound = (await fetch(`${server.url}/no-such-page`)).headers.get('etag');
    for (const path of ['//evil.example/', '//evil.example/pricing/', '/\\evil.example/']) {
      const answer = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect([path, answer.status, answer.headers.get('etag')]).toEqual([path, 404, notFound]);
    }
    const first = await fetch(`${server.url}/reset?token=first-visitors-token`);
    const firstHtml = await first.text();
    expect(firstHtml).toContain('Choose a new password');
    expect(firstHtml).not.toContain('first-visitors-token');
    const second = await fetch(`${server.url}/reset?token=second-visitors-token`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).not.toContain('first-visitors-token');
  });

  it('gives signed-in visitors their own navigation, kept for them, without touching the shared copy', async () => {
    const anonymous = await home();
    expect(anonymous.html).toContain('href="/login"');
    expect(anonymous.html).not.toContain('href="/dashboard"');

    const customer = await customerCookie(server.url, `customer-${Date.now()}@cache.test`, 'cache-password');
    const mine = await home(customer);
    expect(mine.html).toContain('href="/dashboard"');
    expect(mine.html).not.toContain('href="/admin"');
    expect(mine.cacheControl).toBe('private, no-store');
    expect((await home(customer)).etag).toBe(mine.etag);

    const admin = await owner();
    const adminHome = await home(admin);
    expect(adminHome.html).toContain('href="/admin"');
    expect(adminHome.etag).not.toBe(mine.etag);

    const after = await home();
    expect(after.etag).toBe(anonymous.etag);
    expect(after.html).not.toContain('href="/dashboard"');
  });
});
