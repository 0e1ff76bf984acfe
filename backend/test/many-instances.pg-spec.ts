import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory.js';
import { SetupService } from '../src/auth/setup.service.js';
import { SiteVersion } from '../src/content/site-version.service.js';
import { LISTENER_NAME, MetaChanges } from '../src/database/meta-changes.js';
import { MailService } from '../src/mail/mail.service.js';
import { cookiesOf } from './accounts.js';
import { PgProxy } from './pg-proxy.js';

/**
 * Two instances of the product on one PostgreSQL, each on its own port, as behind a load
 * balancer: nothing one instance knows may be missing on the other.
 */
describe('two instances on one PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The multi-instance suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `rankwell_instances_${randomBytes(5).toString('hex')}`;
  const instances: { app: NestFastifyApplication; url: string }[] = [];
  /**
   * Instances and proxies some tests add, closed with the rest: Passport keeps one strategy per name
   * for the whole process (the last app's), so an app closed early would leave the others a
   * strategy whose database connection is gone.
   */
  const extras: { close: () => Promise<void> }[] = [];
  /** the owner's session, made by the first test */
  let cookie = '';
  /** the shared database's address */
  let databaseUrl = '';
  const secret = randomBytes(24).toString('hex');

  /** Starts one more instance of the product on the shared database, `env` added to its settings. */
  const start = async (env: Record<string, string> = {}) => {
    const app = await createApp({
      env: { NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: ':memory:', JWT_SECRET: secret, RATE_LIMIT_FACTOR: '1', ...env },
      pages: false,
      logRequests: false,
      logLevels: ['error'],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    for (let i = 0; i < 2; i++) instances.push(await start());
    await until(() => instances.every(({ app }) => app.get(MetaChanges).live), 'both instances listening');
  });

  afterAll(async () => {
    for (const extra of extras) await extra.close();
    for (const { app } of instances) await app.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  /** The banner's heading as `instance` answers it. */
  const heading = async (instance: { url: string }) =>
    ((await (await fetch(`${instance.url}/api/site`)).json()) as { banner: { bannerHeading: string }[] }).banner[0].bannerHeading;
  /**
   * Waits until `instance` no longer keeps the site version it kept as `kept` (the database's
   * notification has reached it); at once when it kept none, as then it reads per request. Across
   * instances an edit shows once the notification is delivered, which on a busy machine may come
   * a request after the writer answered: waiting here is what the promise says, and with
   * notifications ignored it still fails (the kept version is never forgotten).
   */
  const told = (instance: { app: NestFastifyApplication }, kept: string | undefined) =>
    until(() => kept === undefined || instance.app.get(SiteVersion).known() !== kept, 'the other instance told of the edit');
  /** Sets the banner's heading through instance one, then waits until `watching` has been told. */
  const edit = async (text: string, watching: { app: NestFastifyApplication } = instances[1]) => {
    const kept = watching.app.get(SiteVersion).known();
    const banner = ((await (await fetch(`${instances[0].url}/api/site`)).json()) as { banner: Record<string, string>[] }).banner[0];
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = banner;
    const response = await fetch(`${instances[0].url}/api/update-banner/${_id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...fields, bannerHeading: text }),
    });
    expect(response.status).toBe(200);
    await told(watching, kept);
  };

  const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
  const post = (instance: number, path: string, body: unknown, cookie = '') =>
    fetch(instances[instance].url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: json(body).body });

  it('shows an admin edit made through one instance on the other once the database has told it', async () => {
    // The first Admin comes through the setup link instance one printed; instance two accepts it too.
    const token = new URL(instances[0].app.get(SetupService).link!).searchParams.get('token');
    const registered = await post(1, '/api/auth/setup', { token, email: 'owner@example.com', password: 'owner-passphrase' });
    expect(registered.status).toBe(201);
    cookie = cookiesOf(registered);
    const before = await fetch(`${instances[1].url}/api/site`);
    const etag = before.headers.get('etag')!;
    await before.body?.cancel();
    await edit('Edited on instance one');
    // Usually the very next request (the notification leaves at commit, before instance one answers),
    // but a busy machine may let one request through first: the promise is "once delivered".
    const after = await eventually(
      () => fetch(`${instances[1].url}/api/site`, { headers: { 'if-none-match': etag } }),
      (response) => response.status === 200,
    );
    expect(((await after.json()) as { banner: { bannerHeading: string }[] }).banner[0].bannerHeading).toBe('Edited on instance one');
  });

  it('serves an image uploaded through one instance from the other, and its replacement on the next site read', async () => {
    const upload = async (instance: number, path: string, method: string, color: string) => {
      const form = new FormData();
      if (method === 'POST') form.append('alt', 'A square');
      const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'square.jpg');
      const response = await fetch(instances[instance].url + path, { method, body: form, headers: { cookie } });
      expect(response.status).toBe(method === 'POST' ? 201 : 200);
      return (await response.json()) as { id: string; url: string; hash: string };
    };
    const image = await upload(0, '/api/media', 'POST', '#aa0000');
    const variant = await fetch(`${instances[1].url}/media/${image.hash}-640.avif`);
    expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/avif']);

    const banner = ((await (await fetch(`${instances[1].url}/api/site`)).json()) as { banner: Record<string, string>[] }).banner[0];
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = banner;
    const kept = instances[1].app.get(SiteVersion).known();
    const update = await fetch(`${instances[0].url}/api/update-banner/${_id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...fields, imageOne: image.url }),
    });
    expect(update.status).toBe(200);
    await told(instances[1], kept);
    const site = async () => ((await (await fetch(`${instances[1].url}/api/site`)).json()) as { media: Record<string, { hash: string }> }).media;
    expect((await site())[image.id].hash).toBe(image.hash);
    const replaced = await upload(1, `/api/media/${image.id}/file`, 'PUT', '#00aa00');
    expect(replaced.hash).not.toBe(image.hash);
    expect((await site())[image.id].hash).toBe(replaced.hash);
    const stable = await fetch(`${instances[0].url}${image.url}`);
    // The stable address is the largest variant: the upload's own width (700), a variant since images are served at their own size.
    expect(stable.headers.get('etag')).toBe((await fetch(`${instances[0].url}/media/${replaced.hash}-700.jpeg`)).headers.get('etag'));
  });

  it('applies a redirect saved through one instance on the other once told, and its deletion too', async () => {
    const visit = (instance: number, path: string) => fetch(instances[instance].url + path, { redirect: 'manual' });
    // Instance two has its table loaded before the save.
    expect((await visit(1, '/old-pricing/')).status).toBe(404);
    const saved = await post(0, '/api/redirects', { source: '/old-pricing/', target: '/pricing/', statusCode: 301 }, cookie);
    expect(saved.status).toBe(201);
    const moved = await eventually(
      () => visit(1, '/old-pricing/?ref=mail'),
      (response) => response.status === 301,
    );
    expect(moved.headers.get('location')).toBe('/pricing/?ref=mail');
    // A loop made across the two instances is refused as on one.
    const loop = await post(1, '/api/redirects', { source: '/pricing-old', target: '/old-pricing/', statusCode: 301 }, cookie);
    expect(loop.status).toBe(409);
    const { id } = (await saved.json()) as { id: string };
    expect((await fetch(`${instances[1].url}/api/redirects/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    await eventually(
      () => visit(0, '/old-pricing/'),
      (response) => response.status === 404,
    );
  });

  it('keeps the site version in memory while listening, and forgets it when the other instance commits an edit', async () => {
    const version = instances[1].app.get(SiteVersion);
    await heading(instances[1]);
    // Read once, then known without asking: the pages answer from their cache without a query.
    const kept = version.known();
    expect(kept).toMatch(/^\d+$/);
    await edit('Told by the database');
    // No request reached instance two: only the notification can have made it forget.
    await until(() => version.known() === undefined, 'instance two forgets the version');
    expect(await heading(instances[1])).toBe('Told by the database');
    expect(Number(version.known())).toBeGreaterThan(Number(kept));
  });

  it('reads the version per request while its listening connection is lost, and listens again', async () => {
    const changes = instances[1].app.get(MetaChanges);
    const version = instances[1].app.get(SiteVersion);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const listeners = () =>
      admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [LISTENER_NAME]);
    try {
      expect((await listeners()).rowCount).toBe(2);
      await until(() => !changes.live, 'instance two notices its connection is gone');
      // While nobody listens, nothing is kept: every request reads the version.
      expect(version.known()).toBeUndefined();
      await edit('Edited while nobody listened');
      expect(await heading(instances[1])).toBe('Edited while nobody listened');
      expect(version.known()).toBeUndefined();

      await until(() => instances.every(({ app }) => app.get(MetaChanges).live), 'both instances listening again');
      expect(await heading(instances[1])).toBe('Edited while nobody listened');
      expect(version.known()).toMatch(/^\d+$/);
      await edit('Edited once they listened again');
      expect(await heading(instances[1])).toBe('Edited once they listened again');
    } finally {
      await admin.end();
    }
  });

  it('reads the version per request behind a pooler that does not deliver notifications', async () => {
    const proxy = await PgProxy.start(databaseUrl);
    proxy.dropNotifications = true;
    const pooled = await start({ DATABASE_URL: proxy.url(databaseUrl) });
    extras.push(pooled.app, proxy);
    // Its LISTEN succeeds, but the notification it sends through the pool never comes back.
    await new Promise((done) => setTimeout(done, 6_000));
    expect(pooled.app.get(MetaChanges).live).toBe(false);
    const version = pooled.app.get(SiteVersion);
    await heading(pooled);
    expect(version.known()).toBeUndefined();
    await edit('Edited behind a pooler', pooled);
    expect(await heading(pooled)).toBe('Edited behind a pooler');
  }, 30_000);

  it('gives up a listening connection that went silent, reads per request, and listens again', async () => {
    const proxy = await PgProxy.start(databaseUrl);
    const other = await start({ DATABASE_LISTEN_URL: proxy.url(databaseUrl) });
    extras.push(other.app, proxy);
    const changes = other.app.get(MetaChanges);
    const version = other.app.get(SiteVersion);
    await until(() => changes.live, 'listening through DATABASE_LISTEN_URL');
    await heading(other);
    expect(version.known()).toMatch(/^\d+$/);

    proxy.blackhole();
    await until(() => !changes.live, 'the silent connection given up', 12_000);
    expect(version.known()).toBeUndefined();
    await edit('Edited while the connection was silent', other);
    expect(await heading(other)).toBe('Edited while the connection was silent');

    proxy.heal();
    await until(() => changes.live, 'listening again', 15_000);
    await heading(other);
    expect(version.known()).toMatch(/^\d+$/);
    await edit('Edited once it listened again', other);
    expect(await heading(other)).toBe('Edited once it listened again');
  }, 45_000);

  it('counts rate limits across both instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post(attempt % 2, '/api/auth/login', { email: 'victim@example.com', password: `guess-${attempt}` })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('shares the mail caps: reset links asked for at once through both instances stop at the cap', async () => {
    expect((await post(0, '/api/auth/register', { email: 'capped@example.com', password: 'capped-pass' })).status).toBe(201);
    const asked = await Promise.all([0, 1, 0, 1].map((instance) => post(instance, '/api/auth/forgot-password', { email: 'capped@example.com' })));
    expect(asked.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const resets = () =>
      instances.flatMap(({ app }) => app.get(MailService).outbox.filter((mail) => mail.to === 'capped@example.com' && mail.kind === 'passwordReset'));
    await until(() => resets().length >= 3, 'the reset mails within the cap');
    // Any mail past the cap would be out by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resets()).toHaveLength(3);
  });

  it('honours a sign-out on one instance when the refresh token is replayed on the other', async () => {
    const registered = await post(1, '/api/auth/register', { email: 'roamer@example.com', password: 'roamer-pass' });
    const cookie = cookiesOf(registered);
    expect((await post(0, '/api/auth/logout', {}, cookie)).status).toBe(200);
    expect((await post(1, '/api/auth/refresh', {}, cookie)).status).toBe(401);
  });

  it('refuses an API key revoked through one instance on the next request to the other', async () => {
    const created = await post(0, '/api/api-keys', { name: 'Accounting', scopes: ['orders:read'] }, cookie);
    expect(created.status).toBe(201);
    const { id, token } = (await created.json()) as { id: string; token: string };
    const listOrders = () => fetch(`${instances[1].url}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
    expect((await listOrders()).status).toBe(200);
    expect((await post(0, `/api/api-keys/${id}/revoke`, {}, cookie)).status).toBe(200);
    const refused = await listOrders();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('API key revoked');
  });
  it('shows a post scheduled through one instance on the other at its time, the site version moved once though both timers fire', async () => {
    const send = (instance: number, path: string, body: unknown) =>
      fetch(instances[instance].url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Crawl budgets, explained.' }] }] };
    const list = async () => (await (await fetch(`${instances[1].url}/api/blog/posts`)).json()) as { items: { slug: string }[]; total: number };
    const version = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return Number((await client.query(`SELECT value FROM app_meta WHERE key = 'site_version'`)).rows[0].value);
      } finally {
        await client.end();
      }
    };

    const created = await send(0, '/api/blog/manage/posts', { title: 'Across instances', slug: 'across-instances', body });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const at = Date.now() + 4000;
    expect((await send(0, `/api/blog/manage/posts/${id}/publish`, { publishedAt: new Date(at).toISOString() })).status).toBe(200);
    // A save through instance two arms its timer for the same time: both fire together.
    expect((await send(1, '/api/blog/manage/posts', { title: 'A draft', slug: 'a-draft', body })).status).toBe(201);
    const before = await version();
    const earlier = await list();
    expect(earlier.items.map((item) => item.slug)).not.toContain('across-instances');

    await new Promise((done) => setTimeout(done, Math.max(0, at - Date.now())));
    let seen = await list();
    for (const deadline = Date.now() + 10_000; seen.total === earlier.total && Date.now() < deadline;) {
      await new Promise((done) => setTimeout(done, 200));
      seen = await list();
    }
    // The list's count is kept per site version: it follows only because a timer moved the version.
    expect(seen.total).toBe(earlier.total + 1);
    expect(seen.items[0].slug).toBe('across-instances');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await new Promise((done) => setTimeout(done, 1000));
    expect(await version()).toBe(before + 1);
  }, 60_000);
});

/**
 * Asks `request` every 20 ms until its answer satisfies `done` (at most 5 s, then fails naming the
 * last status): what another instance shows follows an edit once the database's notification has
 * reached it, which on a busy machine may be a request or two after the edit was answered.
 */
async function eventually(request: () => Promise<Response>, done: (response: Response) => boolean): Promise<Response> {
  for (const deadline = Date.now() + 5_000; ;) {
    const response = await request();
    if (done(response)) return response;
    await response.body?.cancel();
    if (Date.now() > deadline) throw new Error(`Still answered ${response.status} after 5 s`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

/** Waits for `condition` (checked every 20 ms, for at most `ms`), failing with `what` when it never holds. */
async function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  for (const deadline = Date.now() + ms; !condition();) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}
