import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { customerCookie, ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

// Every render carries a fresh CSP nonce, so two answers with the same ETag are one render
// served twice, and a new ETag is a new render.
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
