import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { RedirectsService } from '../src/redirects/redirects.service.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface RedirectRecord {
  id: string;
  source: string;
  target: string | null;
  statusCode: number;
  note: string;
  hits: number;
  lastHitAt: string | null;
}
interface ErrorBody {
  statusCode: number;
  message: string | string[];
}

describe('redirects', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
  });
  afterAll(() => t.close());

  const add = (body: unknown) => t.request('/api/redirects', { method: 'POST', json: body, headers: admin.headers });
  const added = async (body: unknown) => {
    const response = await add(body);
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as RedirectRecord;
  };
  const visit = (path: string, method = 'GET') => t.request(path, { method, redirect: 'manual' });
  const list = (query = '') => json<{ items: RedirectRecord[]; total: number }>(t.request(`/api/redirects${query}`, { headers: admin.headers }));
  const count = async () => (await list('?pageSize=100')).total;

  it('answers 301 from the old path with the target, for either spelling of its trailing slash', async () => {
    const redirect = await added({ source: '/old-pricing/', target: '/pricing/', statusCode: 301, note: 'site move' });
    expect(redirect).toMatchObject({ source: '/old-pricing/', target: '/pricing/', statusCode: 301, note: 'site move', hits: 0, lastHitAt: null });
    for (const path of ['/old-pricing/', '/old-pricing']) {
      const response = await visit(path);
      expect([response.status, response.headers.get('location')]).toEqual([301, '/pricing/']);
    }
    const head = await visit('/old-pricing/', 'HEAD');
    expect([head.status, head.headers.get('location')]).toEqual([301, '/pricing/']);
  });

  it("carries the request's query string over to an internal target, after the target's own", async () => {
    await added({ source: '/spring-offer', target: '/pricing/?plan=basic#cards', statusCode: 302 });
    const response = await visit('/spring-offer?utm_source=mail&x=1');
    expect([response.status, response.headers.get('location')]).toEqual([302, '/pricing/?plan=basic&utm_source=mail&x=1#cards']);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends visitors to an https address elsewhere as written', async () => {
    await added({ source: '/partner', target: 'https://partner.example.com/welcome', statusCode: 301 });
    const response = await visit('/partner?ref=1');
    expect(response.headers.get('location')).toBe('https://partner.example.com/welcome');
  });

  it('answers 410 with a small page saying the page is gone, and refuses a target for it', async () => {
    await added({ source: '/discontinued-service/', statusCode: 410 });
    const response = await visit('/discontinued-service/');
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<h1>Gone</h1>');
    const withTarget = await add({ source: '/other-gone', target: '/pricing/', statusCode: 410 });
    expect(withTarget.status).toBe(400);
    expect((await withTarget.json()) as ErrorBody).toMatchObject({ message: 'A 410 (gone) answers without a target: leave the target empty' });
  });

  it('redirects GET and HEAD only', async () => {
    const post = await t.request('/old-pricing/', { method: 'POST', json: {}, redirect: 'manual' });
    expect(post.status).toBe(404);
  });

  it.each([
    ['http://127.0.0.1/', '127.0.0.1'],
    ['https://127.0.0.1/', '127.0.0.1'],
    ['https://10.0.0.1/', '10.0.0.1'],
    ['https://192.168.1.1/admin', '192.168.1.1'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://[::1]/', '[::1]'],
    ['https://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['https://[fe80::1]/', '[fe80::1]'],
    ['https://localhost/', 'localhost'],
    ['https://printer.local/', 'printer.local'],
    ['https://2130706433/', '127.0.0.1'],
    ['https://0x7f.1/', '127.0.0.1'],
    ['https://0.0.0.0/', '0.0.0.0'],
  ])('refuses the private, loopback or link-local target %s with 400', async (target, host) => {
    const before = await count();
    const response = await add({ source: '/to-private', target, statusCode: 301 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(`${host} is a private, loopback or link-local address: visitors cannot be sent there`);
    expect(await count()).toBe(before);
  });

  it.each([
    ['http://example.com/', 'An address on another site must start with https://'],
    ['ftp://example.com/file', 'The target must be a path of this site starting with / or an https:// address'],
    ['javascript:alert(1)', 'The target must be a path of this site starting with / or an https:// address'],
    ['//evil.example/', 'The target must be a path of this site starting with / or an https:// address'],
    ['/\\evil.example/', 'The target must be a path of this site starting with / or an https:// address'],
    ['pricing', 'The target must be a path of this site starting with / or an https:// address'],
    ['https://user:pass@example.com/', 'The target must not carry a user name or password'],
  ])('refuses the target %s with 400', async (target, message) => {
    const response = await add({ source: '/bad-target', target, statusCode: 301 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
  });

  it.each([
    ['/api/site', '/api/site'],
    ['/api', '/api'],
    ['/media/0123456789abcdef-640.avif', '/media/0123456789abcdef-640.avif'],
    ['/assets/index.js', '/assets/index.js'],
    ['/', '/'],
    ['/pricing/', '/pricing/'],
    ['/pricing', '/pricing'],
    ['/contact', '/contact'],
    ['/admin', '/admin'],
    ['/edit-banner', '/edit-banner'],
    ['/service-edit/1', '/service-edit/1'],
    ['/order-now/123', '/order-now/123'],
    ['/robots.txt', '/robots.txt'],
    ['/redirects', '/redirects'],
    ['/x/../admin', '/admin'],
  ])('refuses the reserved source %s with 400', async (source, normalised) => {
    const response = await add({ source, target: '/pricing/', statusCode: 301 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(
      `${normalised} is an address the site itself answers (a page, the back office, the API or a file), so it cannot be redirected`,
    );
  });

  // The router matches a page whatever the letter case, trailing slash or percent-encoding of its path.
  it.each(['/LOGIN', '/Reset', '/Login/', '/%4Cogin', '/%6C%6F%67%69%6E', '/ADMIN/users', '/Blog/', '/BLOG/Category/news', '/Edit-Banner', '/Sitemap-2.xml'])(
    'refuses the reserved source %s in another spelling with 400, storing nothing',
    async (source) => {
      const before = await count();
      const response = await add({ source, target: '/pricing/', statusCode: 301 });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).message).toMatch(/is an address the site itself answers .*so it cannot be redirected$/);
      expect(await count()).toBe(before);
    },
  );

  it.each([
    ['old-page', 'The old address must be a path of this site starting with / (for example /old-pricing/)'],
    ['https://example.com/old', 'The old address must be a path of this site starting with / (for example /old-pricing/)'],
    ['//old', 'The old address must be a path of this site starting with / (for example /old-pricing/)'],
    ['/old?page=1', 'The old address is a path only: leave out ? and # (a query string is carried over to an internal target)'],
    ['/old#top', 'The old address is a path only: leave out ? and # (a query string is carried over to an internal target)'],
    ['/old page', 'source contains a control character, a NUL character or invalid Unicode'],
  ])('refuses the source %s with 400', async (source, message) => {
    const response = await add({ source, target: '/pricing/', statusCode: 301 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(message);
  });

  it.each([[200], [307], ['301'], [null]])('refuses the code %p with 400', async (statusCode) => {
    const response = await add({ source: '/bad-code', target: '/pricing/', statusCode });
    expect(response.status).toBe(400);
  });

  it('keeps a non-ASCII source as browsers send it', async () => {
    const redirect = await added({ source: '/über-uns/', target: '/contact', statusCode: 301 });
    expect(redirect.source).toBe('/%C3%BCber-uns/');
    expect((await visit('/%C3%BCber-uns/')).headers.get('location')).toBe('/contact');
  });

  describe('loops and chains are refused with 409 naming the other redirect', () => {
    it('refuses a redirect to itself, in either spelling', async () => {
      for (const target of ['/self/', '/self']) {
        const response = await add({ source: '/self/', target, statusCode: 301 });
        expect(response.status).toBe(409);
        expect(((await response.json()) as ErrorBody).message).toBe('/self/ would redirect to itself');
      }
    });

    it('refuses A → B when B → A exists (a loop)', async () => {
      await added({ source: '/loop-b', target: '/loop-a', statusCode: 301 });
      const response = await add({ source: '/loop-a', target: '/loop-b', statusCode: 301 });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).message).toBe('/loop-a → /loop-b would make a loop: /loop-b already redirects to /loop-a');
    });

    it('refuses A → B when B is itself redirected (a chain)', async () => {
      const response = await add({ source: '/older-pricing/', target: '/old-pricing', statusCode: 301 });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).message).toBe(
        '/old-pricing already redirects to /pricing/: point this redirect at /pricing/ directly, so visitors and search engines take one step',
      );
    });

    it('refuses a new source that another redirect leads to (a chain from the other side)', async () => {
      const response = await add({ source: '/loop-a/', target: '/thanks', statusCode: 301 });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).message).toBe(
        '/loop-b already redirects to /loop-a/: change that redirect to point where this one goes, so visitors and search engines take one step',
      );
    });

    it("keeps a full address of the site's own origin as its path, and checks it as one", async () => {
      const chained = await add({ source: '/own-origin', target: `${t.baseUrl}/old-pricing/`, statusCode: 301 });
      expect(chained.status).toBe(409);
      const kept = await added({ source: '/own-origin', target: `${t.baseUrl}/contact?from=old`, statusCode: 301 });
      expect(kept.target).toBe('/contact?from=old');
    });

    it('refuses a second redirect of the same path in its other spelling', async () => {
      const response = await add({ source: '/old-pricing', target: '/contact', statusCode: 301 });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).message).toBe('/old-pricing/ is already redirected; /old-pricing is the same address');
    });

    it('refuses two saves that would only together make a loop, however they interleave', async () => {
      const before = await count();
      const responses = await Promise.all([
        add({ source: '/race-a', target: '/race-b', statusCode: 301 }),
        add({ source: '/race-b', target: '/race-a', statusCode: 301 }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(await count()).toBe(before + 1);
    });

    it('checks an update against the others, but not against the redirect itself', async () => {
      const redirect = await added({ source: '/edited', target: '/contact', statusCode: 301 });
      const same = await t.request(`/api/redirects/${redirect.id}`, {
        method: 'PUT',
        json: { source: '/edited/', target: '/thanks', statusCode: 302, note: 'moved' },
        headers: admin.headers,
      });
      expect(same.status).toBe(200);
      expect(await same.json()).toMatchObject({ source: '/edited/', target: '/thanks', statusCode: 302, note: 'moved' });
      expect((await visit('/edited')).headers.get('location')).toBe('/thanks');
      const loop = await t.request(`/api/redirects/${redirect.id}`, {
        method: 'PUT',
        json: { source: '/edited/', target: '/loop-b', statusCode: 301 },
        headers: admin.headers,
      });
      expect(loop.status).toBe(409);
    });
  });

  it('counts hits and the last one, written in a batch, without a write per visit', async () => {
    const redirect = await added({ source: '/counted', target: '/contact', statusCode: 301 });
    const service = t.app.get(RedirectsService);
    const dataSource = t.app.get(DataSource);
    for (let i = 0; i < 3; i++) await visit('/counted');
    const [stored] = await dataSource.query(`SELECT hits FROM redirect WHERE id = $1`, [redirect.id]);
    expect(Number(stored.hits)).toBe(0);
    await service.flushHits();
    const [flushed] = await dataSource.query(`SELECT hits, last_hit_at FROM redirect WHERE id = $1`, [redirect.id]);
    expect(Number(flushed.hits)).toBe(3);
    expect(Date.now() - new Date(flushed.last_hit_at).getTime()).toBeLessThan(10_000);
    await visit('/counted/');
    const shown = (await list('?search=counted')).items[0];
    expect(shown).toMatchObject({ source: '/counted', hits: 4 });
    expect(shown.lastHitAt).not.toBeNull();
  });

  it('lists by old path, searched by path or target, paged on the server', async () => {
    const all = await list('?pageSize=100');
    expect(all.items.map((item) => item.source)).toEqual([...all.items.map((item) => item.source)].sort());
    const found = await list('?search=PRICING');
    expect(found.items.map((item) => item.source)).toEqual(expect.arrayContaining(['/old-pricing/', '/spring-offer']));
    const paged = await json<{ items: RedirectRecord[]; total: number; page: number; pageSize: number }>(
      t.request('/api/redirects?page=2&pageSize=2', { headers: admin.headers }),
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(paged.items.map((item) => item.source)).toEqual(all.items.slice(2, 4).map((item) => item.source));
  });

  it('deletes a redirect: its old path answers as any other path again', async () => {
    const redirect = await added({ source: '/short-lived', target: '/contact', statusCode: 301 });
    expect((await visit('/short-lived')).status).toBe(301);
    const deleted = await t.request(`/api/redirects/${redirect.id}`, { method: 'DELETE', headers: admin.headers });
    expect(await deleted.json()).toEqual({ message: 'The redirect of /short-lived is deleted' });
    expect((await visit('/short-lived')).status).toBe(404);
    expect((await t.request(`/api/redirects/${redirect.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
  });

  it('writes every change to the audit log as a redirect change', async () => {
    const log = await json<{ items: { kind: string; action: string; subject: string }[] }>(
      t.request('/api/audit-log?kind=redirect&pageSize=100', { headers: admin.headers }),
    );
    const actions = new Set(log.items.map((entry) => entry.action));
    expect(actions).toEqual(new Set(['create', 'update', 'delete']));
    expect(log.items.map((entry) => entry.subject)).toContain('Redirect: /old-pricing/ → /pricing/ (301)');
  });

  describe('CSV import', () => {
    const importCsv = (csv: string, headers = admin.headers) => t.request('/api/redirects/import', { method: 'POST', json: { csv }, headers });

    it('adds every row of a good file, with a header, quoted cells, 410 rows and 301 by default', async () => {
      const csv = 'source,target,code\n/blog/old-post,/contact,301\n"/blog/a,b",/thanks,302\n/blog/removed,,410\n\n/blog/default,https://example.com/x\n';
      const response = await importCsv(csv);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ imported: 4, message: '4 redirects imported' });
      expect((await visit('/blog/old-post')).headers.get('location')).toBe('/contact');
      expect((await visit('/blog/a,b')).status).toBe(302);
      expect((await visit('/blog/removed')).status).toBe(410);
      expect((await visit('/blog/default')).status).toBe(301);
      const log = await json<{ items: { action: string; subject: string }[] }>(t.request('/api/audit-log?kind=redirect', { headers: admin.headers }));
      expect(log.items[0]).toMatchObject({ action: 'import', subject: 'Redirects: 4 redirects imported' });
    });

    it('imports nothing from a file with bad rows, naming each by its line', async () => {
      const before = await count();
      const csv = [
        'source,target,code',
        '/fine-one,/contact,301',
        '/api/x,/contact,301',
        '/private,https://10.0.0.1/,301',
        '/chained,/blog/old-post,301',
        '/fine-two,/thanks,999',
        '/in-file-a,/in-file-b,301',
        '/in-file-b,/in-file-a,301',
        'only-one-column',
      ].join('\n');
      const response = await importCsv(csv);
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string[] };
      expect(message[0]).toBe('Nothing was imported: 6 rows are refused');
      expect(message.slice(1, 5)).toEqual([
        'Line 3: /api/x is an address the site itself answers (a page, the back office, the API or a file), so it cannot be redirected',
        'Line 4: 10.0.0.1 is a private, loopback or link-local address: visitors cannot be sent there',
        expect.stringMatching(/^Line 5: \/blog\/old-post already redirects to \/contact/),
        'Line 6: The code must be 301 (moved for good), 302 (moved for now) or 410 (gone)',
      ]);
      expect(message[5]).toBe('and 2 more');
      expect(await count()).toBe(before);
      expect((await visit('/fine-one')).status).toBe(404);
    });

    it('names the line of a file that is no CSV, and refuses an empty one', async () => {
      const broken = await importCsv('/a,/b,301\n"/unclosed,/c,301\n');
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as ErrorBody).message).toMatch(/^Line \d+: /);
      const empty = await importCsv('source,target,code\n\n');
      expect(((await empty.json()) as ErrorBody).message).toBe('The CSV has no rows: write one redirect per line as source,target,code');
    });

    it('refuses a row already redirected, also within the file', async () => {
      const response = await importCsv('/dup,/contact,301\n/dup/,/thanks,301\n/old-pricing,/contact,301');
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string[] };
      expect(message).toEqual([
        'Nothing was imported: 2 rows are refused',
        'Line 2: /dup is already redirected; /dup/ is the same address',
        'Line 3: /old-pricing/ is already redirected; /old-pricing is the same address',
      ]);
    });

    it('refuses reserved paths in another letter case or spelling, importing nothing', async () => {
      const before = await count();
      const response = await importCsv('/fine-three,/contact,301\n/LOGIN,/contact,301\n/Reset/,/contact,301\n/%41dmin,/contact,301');
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string[] };
      expect(message[0]).toBe('Nothing was imported: 3 rows are refused');
      expect(message.slice(1)).toEqual([
        expect.stringMatching(/^Line 2: \/LOGIN is an address the site itself answers/),
        expect.stringMatching(/^Line 3: \/Reset\/ is an address the site itself answers/),
        expect.stringMatching(/^Line 4: \/%41dmin is an address the site itself answers/),
      ]);
      expect(await count()).toBe(before);
    });

    it('refuses a CSV larger than its limit before reading it', async () => {
      const response = await importCsv(`/a,/b,301\n${'x'.repeat(2 * 1024 * 1024)}`);
      expect(response.status).toBe(413);
    });

    /**
     * The answer to an import that announces `bytes` and sends its first few, then nothing: only an
     * answer given without reading the body arrives (status 0 when none came in 5 seconds).
     */
    const answerBeforeTheBodyEnds = (bytes: number) =>
      new Promise<{ status: number; body?: unknown }>((resolve, reject) => {
        const request = httpRequest(`${t.baseUrl}/api/redirects/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
        });
        const timer = setTimeout(() => {
          resolve({ status: 0 });
          request.destroy();
        }, 5000);
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            clearTimeout(timer);
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
            request.destroy();
          });
        });
        request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
        request.write('{"csv":"/a,/b,301\\n');
      });

    it('answers a stranger before reading the body: an import that never ends still gets the 401 the guard gives', async () => {
      const guarded = await importCsv('/x,/contact,301', {});
      expect(guarded.status).toBe(401);
      expect(await answerBeforeTheBodyEnds(1536 * 1024)).toEqual({ status: 401, body: await guarded.json() });
    });

    it('is for Admins only', async () => {
      const customer = await register(t, 'customer@example.com');
      expect((await importCsv('/x,/contact,301', customer.headers)).status).toBe(403);
      expect((await importCsv('/x,/contact,301', {})).status).toBe(401);
    });
  });

  it('offers other modules the same checks: a changed slug gets its redirect', async () => {
    const service = t.app.get(RedirectsService);
    const viewer = { id: (await json<{ id: string }>(t.request('/api/auth/me', { headers: admin.headers }))).id, email: 'owner@example.com' };
    const record = await service.createRedirect('/services/local-seo', '/services/local-search', 301, viewer);
    expect(record).toMatchObject({ source: '/services/local-seo', target: '/services/local-search', statusCode: 301 });
    expect((await visit('/services/local-seo')).headers.get('location')).toBe('/services/local-search');
    await expect(service.createRedirect('/services/local-search', '/services/local-seo', 301, viewer)).rejects.toThrow(/loop/);
  });
});
