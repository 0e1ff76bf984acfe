import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { DataSource } from 'typeorm';
import { BrandService } from '../src/content/brand.service.js';
import { ContentService } from '../src/content/content.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { siteTools } from '../src/seo/site-tools.js';
import { SeoSettings } from '../src/seo/seo.module.js';
import { payAtSimulator, register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  token: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const EVERY_SCOPE = ['content:read', 'content:write', 'orders:read', 'orders:write', 'messages:read', 'subscribers:read'];

describe('API keys', () => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let aliceOrder: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    // 1 a minute × the harness's RATE_LIMIT_FACTOR of 100: 100 requests a minute per key.
    t = await startTestApp(
      { DEMO_CONTENT: 'false', API_KEY_RATE_LIMIT: '1' },
      { logRequests: true, logLevels: undefined, requestLog: { write: (line) => logLines.push(line) } },
    );
    admin = await registerAdmin(t, 'owner@example.com');
    alice = await register(t, 'alice@example.com');
    await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'pay@example.com' }, headers: admin.headers });
    const [plan] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const order = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: plan._id, customerName: 'Alice', customerAddress: 'Main St 1', customerCountry: 'US' },
      headers: alice.headers,
    });
    aliceOrder = (await json<{ _id: string }>(order))._id;
  });
  afterAll(() => t.close());

  const createKey = async (scopes: string[], extra: Record<string, unknown> = {}, name = `key ${Math.random()}`): Promise<CreatedKey> => {
    const response = await t.request('/api/api-keys', { method: 'POST', json: { name, scopes, ...extra }, headers: admin.headers });
    expect(response.status).toBe(201);
    return json<CreatedKey>(response);
  };
  const withKey = (token: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(path, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  const refusal = async (response: Response) => ({ status: response.status, message: (await json<{ message: string }>(response)).message });

  it('shows the secret once: the list, the database and the logs never hold it', async () => {
    const key = await createKey(['orders:read'], {}, 'Accounting export');
    expect(key.token).toMatch(/^rk_[0-9a-f]{32}[0-9A-Za-z]{43}$/);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    expect((await withKey(key.token, '/api/orders')).status).toBe(200);

    const listed = await json<Record<string, unknown>[]>(t.request('/api/api-keys', { headers: admin.headers }));
    const entry = listed.find((item) => item.id === key.id)!;
    expect(entry).toMatchObject({ name: 'Accounting export', prefix: key.prefix, scopes: ['orders:read'], revokedAt: null, expiresAt: null });
    expect(JSON.stringify(listed)).not.toContain(key.token.slice(35));
    expect(Object.keys(entry)).not.toContain('token');

    const [row] = await t.app.get(DataSource).query<Record<string, unknown>[]>(`SELECT * FROM api_key WHERE id = $1`, [key.id]);
    expect(JSON.stringify(row)).not.toContain(key.token.slice(35));
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(logLines.join('\n')).not.toContain(key.token.slice(35));
  });

  it('only an Admin manages keys, and checks the name, scopes and expiry', async () => {
    expect((await t.request('/api/api-keys')).status).toBe(401);
    expect((await t.request('/api/api-keys', { headers: alice.headers })).status).toBe(403);
    expect((await t.request('/api/api-keys', { method: 'POST', json: { name: 'x', scopes: ['orders:read'] }, headers: alice.headers })).status).toBe(403);
    const bad = (body: unknown) => t.request('/api/api-keys', { method: 'POST', json: body, headers: admin.headers });
    expect(await refusal(await bad({ name: ' ', scopes: ['orders:read'] }))).toMatchObject({ status: 400, message: ['Give the key a name'] });
    expect((await bad({ name: 'x', scopes: [] })).status).toBe(400);
    expect((await bad({ name: 'x', scopes: ['users:write'] })).status).toBe(400);
    expect(await refusal(await bad({ name: 'x', scopes: ['orders:read'], expiresAt: '2020-01-01' }))).toEqual({
      status: 400,
      message: 'The expiry must be in the future',
    });
    expect((await bad({ name: 'x', scopes: ['orders:read'], expiresAt: 'tomorrow' })).status).toBe(400);
  });

  it('lets a key with orders:read list and read everyone’s orders, and refuses a key without it, naming the scope', async () => {
    const reader = await createKey(['orders:read']);
    const page = await json<{ items: { _id: string }[]; total: number }>(withKey(reader.token, '/api/orders'));
    expect(page.items.map((order) => order._id)).toContain(aliceOrder);
    expect((await withKey(reader.token, `/api/order/${aliceOrder}`)).status).toBe(200);
    expect((await withKey(reader.token, '/api/orders.csv')).status).toBe(200);
    expect(await refusal(await withKey(reader.token, '/api/messages'))).toEqual({
      status: 403,
      message: 'This API key lacks the messages:read scope this operation needs',
    });
    expect((await withKey(reader.token, `/api/order-status/${aliceOrder}`, { method: 'PUT', json: { orderStatus: 'Delivered' } })).status).toBe(403);

    const contentOnly = await createKey(['content:read']);
    expect(await refusal(await withKey(contentOnly.token, '/api/orders'))).toEqual({
      status: 403,
      message: 'This API key lacks the orders:read scope this operation needs',
    });
    expect((await withKey(contentOnly.token, '/api/sections')).status).toBe(200);
  });

  it('never reaches the roster, the payment e-mail, key management, the audit log or account self-service, whatever its scopes', async () => {
    const everything = await createKey(EVERY_SCOPE);
    const closed: [string, string, unknown?][] = [
      ['GET', '/api/users'],
      ['POST', '/api/add-user', { userEmail: 'mallory@example.com' }],
      ['GET', '/api/paypal-email'],
      ['POST', '/api/add-email', { paypalEmail: 'mallory@example.com' }],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'more', scopes: ['orders:read'] }],
      ['POST', `/api/api-keys/${everything.id}/revoke`, {}],
      ['GET', '/api/audit-log'],
      ['GET', '/api/account/export'],
      ['POST', '/api/new-order', {}],
      ['DELETE', `/api/order/${aliceOrder}`],
    ];
    for (const [method, path, body] of closed) {
      expect({ path, ...(await refusal(await withKey(everything.token, path, { method, json: body }))) }).toEqual({
        path,
        status: 403,
        message: 'API keys cannot call this operation: sign in as an Admin',
      });
    }
    expect((await t.request('/api/users', { headers: admin.headers })).status).toBe(200);
    expect(await json<unknown[]>(t.request('/api/users', { headers: admin.headers }))).not.toContainEqual(
      expect.objectContaining({ userEmail: 'mallory@example.com' }),
    );
  });

  it('never reaches where leads are mailed, what receipts print or what script the pages load, not even with content:write', async () => {
    const adminSave = (path: string, method: string, body: unknown) => t.request(path, { method, json: body, headers: admin.headers });
    const details = { leadsEmail: 'leads@agency.example', legalAddress: 'Main St 1, Springfield', taxId: 'US-12-3456789' };
    const [business] = await Promise.all([
      json<{ _id: string }>(adminSave('/api/add-business-details', 'POST', details)),
      adminSave('/api/add-search-engines', 'POST', { analyticsTool: 'None' }),
    ]);
    const [seo] = await json<{ _id: string }[]>(t.request('/api/search-engines', { headers: admin.headers }));
    const [revision] = await json<{ id: string }[]>(t.request(`/api/sections/business/records/${business._id}/revisions`, { headers: admin.headers }));
    const mallory = { leadsEmail: 'mallory@evil.example', legalAddress: 'Elsewhere 9', taxId: 'XX-0' };
    const script = { analyticsTool: 'Umami', umamiScriptUrl: 'https://evil.example/script.js', umamiWebsiteId: '94db1cb1-74f4-4a40-ad6c-962362670409' };
    const attempts: [string, string, unknown?][] = [
      ['PUT', `/api/search-engines/${seo._id}`, script],
      // The tracking tools add script too (issue 43), and a verification token claims the site for someone's account.
      [
        'PUT',
        `/api/search-engines/${seo._id}`,
        { metaPixelId: '123456789012345', hotjarSiteId: '1234567', googleVerification: 'mallory-token-0123456789abcdef' },
      ],
      ['PUT', `/api/business-details/${business._id}`, mallory],
      ['POST', '/api/add-search-engines', script],
      ['POST', '/api/add-business-details', mallory],
      ['DELETE', `/api/business-details/${business._id}`],
      ['GET', '/api/business-details'],
      ['GET', `/api/business-details/${business._id}`],
      ['GET', '/api/search-engines'],
      ['GET', `/api/search-engines/${seo._id}`],
      ['DELETE', `/api/search-engines/${seo._id}`],
      // Hiding the record or the section would send leads to every Admin, or drop the site's analytics.
      ['PUT', '/api/sections/business/visibility', { hidden: true }],
      ['PUT', '/api/sections/seo/visibility', { hidden: true }],
      ['PUT', `/api/sections/business/records/${business._id}/visibility`, { hidden: true }],
      ['PUT', `/api/sections/seo/records/${seo._id}/position`, { position: 1 }],
      ['GET', `/api/sections/business/records/${business._id}/revisions`],
      ['GET', '/api/sections/seo/deleted'],
      ['POST', `/api/sections/business/revisions/${revision.id}/restore`, {}],
    ];
    for (const scopes of [['content:write'], ['content:read'], EVERY_SCOPE]) {
      const key = await createKey(scopes);
      for (const [method, path, body] of attempts) {
        expect({ scopes, method, path, ...(await refusal(await withKey(key.token, path, { method, json: body }))) }).toEqual({
          scopes,
          method,
          path,
          status: 403,
          // The sections' shared operations (/api/sections/…) refuse a key without their scope for that first.
          message:
            path.startsWith('/api/sections/') && !scopes.includes(method === 'GET' ? 'content:read' : 'content:write')
              ? `This API key lacks the ${method === 'GET' ? 'content:read' : 'content:write'} scope this operation needs`
              : 'API keys cannot call this operation: sign in as an Admin',
        });
      }
    }

    // Nothing moved: the pages carry no analytics or tracking tag and no CSP origin, receipts print
    // the agency's details, and a new lead is mailed to the agency's address alone.
    expect(siteTools(await t.app.get(SeoSettings).current(), '/assets/consent.js')).toEqual({
      head: '',
      scriptSrc: [],
      connectSrc: [],
      imgSrc: [],
      consent: [],
      consentScript: '/assets/consent.js',
    });
    expect(await t.app.get(BrandService).business()).toMatchObject(details);
    expect([...(await t.app.get(ContentService).hiddenSections())]).toEqual([]);
    const outbox = t.app.get(MailService).outbox;
    const lead = { name: 'Visitor', email: 'visitor@example.com', subject: 'Audit for my shop', message: 'Please look at shop.example.com', elapsedMs: 5_000 };
    expect((await t.request('/api/add-message', { method: 'POST', json: lead })).status).toBe(201);
    for (let waited = 0; waited < 5_000 && !outbox.some((mail) => mail.subject === 'New message: Audit for my shop'); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(outbox.filter((mail) => mail.subject === 'New message: Audit for my shop').map((mail) => mail.to)).toEqual(['leads@agency.example']);
  });

  it('reads the site’s sections as an Admin does with content:read (hidden records, versions), as a visitor without it', async () => {
    const added = await json<{ _id: string }>(
      t.request('/api/add-faq-item', { method: 'POST', json: { accodingTitle: 'Hidden question', accodingText: 'Not yet' }, headers: admin.headers }),
    );
    const hide = await t.request(`/api/sections/faqItems/records/${added._id}/visibility`, { method: 'PUT', json: { hidden: true }, headers: admin.headers });
    expect(hide.status).toBe(200);
    const visitorLike = await createKey(['orders:read']);
    expect(await json<{ _id: string }[]>(withKey(visitorLike.token, '/api/faq-items'))).toEqual([]);
    expect((await withKey(visitorLike.token, `/api/faq-item/${added._id}`)).status).toBe(404);
    const reader = await createKey(['content:read']);
    expect(await json<unknown[]>(withKey(reader.token, '/api/faq-items'))).toEqual([expect.objectContaining({ _id: added._id, hidden: true, version: 1 })]);
    expect(await json<unknown>(withKey(reader.token, `/api/faq-item/${added._id}`))).toEqual(expect.objectContaining({ hidden: true, version: 1 }));
    expect(await json<{ _id: string; hidden: boolean }[]>(t.request('/api/faq-items', { headers: admin.headers }))).toEqual([
      expect.objectContaining({ _id: added._id, hidden: true }),
    ]);
  });

  it('runs the TypeScript examples of docs/api.md §2 and §3 as written, against this server with a key', async () => {
    const guide = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const part = (from: string, to: string) => guide.slice(guide.indexOf(from), guide.indexOf(to));
    const blocks = (text: string) => [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    const [listOrders, markDelivered] = blocks(part('## 2. List orders', '## 3. Update a section'));
    const [updateSection] = blocks(part('## 3. Update a section', '## Errors'));
    expect([listOrders, markDelivered, updateSection].every(Boolean)).toBe(true);

    const key = await createKey(['orders:read', 'orders:write', 'content:read', 'content:write']);
    const customer = await register(t, 'docs-reader@example.com');
    const receiver = await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'payments@rankwell.test' }, headers: admin.headers });
    expect([201, 409]).toContain(receiver.status); // 409: the demo content set one
    const [offer] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const details = { customerName: 'Jane Doe', customerAddress: '1 Main St, Springfield', customerCountry: 'US' };
    const placed = await json<{ _id: string }>(
      t.request('/api/new-order', { method: 'POST', json: { packageId: offer._id, ...details }, headers: customer.headers }),
    );
    await payAtSimulator(t, customer, placed._id);
    for (let waited = 0; waited < 15_000; waited += 50) {
      if ((await json<{ paymentStatus: string }>(withKey(key.token, `/api/order/${placed._id}`))).paymentStatus === 'Paid') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const faq = [
      await json<{ _id: string }>(
        t.request('/api/add-faq-item', { method: 'POST', json: { accodingTitle: 'How long?', accodingText: 'It depends.' }, headers: admin.headers }),
      ),
    ];
    // Loaded as a reader's program loads it; by name at run time, as the client's sources are not the API's TypeScript project.
    const clientPackage: string = '@rankwell/api-client';
    const client = (await import(clientPackage)) as { OpenAPI: { BASE: string; TOKEN?: string } } & Record<string, unknown>;
    const logged: unknown[][] = [];
    // The examples as the docs print them: their imports come from the generated client, the site's
    // address is this server's, and `id`/`orderId` are what a reader would have at hand.
    const run = async (source: string, scope: Record<string, unknown>) => {
      // A block without imports goes on from the one before it, as the guide reads: it may use what any block imported.
      const imports = [...[listOrders, markDelivered, updateSection].join('\n').matchAll(/^import \{([^}]*)\} from '@rankwell\/api-client';$/gm)].flatMap(
        (match) => match[1].split(',').map((name) => name.trim()),
      );
      const body = ts.transpileModule(source.replace(/^import .*$/gm, '').replaceAll('https://agency.example', t.baseUrl), {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      }).outputText;
      const names = [...new Set([...imports, ...Object.keys(scope)])];
      const values = names.map((name) => (name in scope ? scope[name] : client[name]));
      const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
      await new AsyncFunction(...names, 'process', 'console', body)(
        ...values,
        { env: { AGENCY_KEY: key.token } },
        { log: (...line: unknown[]) => logged.push(line) },
      );
    };
    try {
      await run(listOrders, {});
      expect(logged).toContainEqual([placed._id, 'Jane Doe', 'Paid']);
      await run(markDelivered, { orderId: placed._id });
      expect(await json<{ orderStatus: string }>(withKey(key.token, `/api/order/${placed._id}`))).toEqual(
        expect.objectContaining({ orderStatus: 'Delivered' }),
      );
      await run(updateSection, { id: faq[0]._id });
      expect(await json<unknown>(t.request(`/api/faq-item/${faq[0]._id}`))).toEqual(
        expect.objectContaining({ accodingTitle: 'How long does an audit take?', accodingText: 'About two weeks.' }),
      );
    } finally {
      client.OpenAPI.BASE = '';
      client.OpenAPI.TOKEN = undefined;
    }
  });

  it('tells a wrong, revoked and expired key apart with 401s', async () => {
    const key = await createKey(['orders:read']);
    const wrongSecret = key.token.slice(0, -1) + (key.token.endsWith('a') ? 'b' : 'a');
    const unknownId = `rk_${'0'.repeat(32)}${key.token.slice(35)}`;
    for (const token of ['rk_short', wrongSecret, unknownId, `${key.token}x`]) {
      expect(await refusal(await withKey(token, '/api/orders'))).toEqual({ status: 401, message: 'Invalid API key' });
    }

    await t.app.get(DataSource).query(`UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = $1`, [key.id]);
    expect(await refusal(await withKey(key.token, '/api/orders'))).toEqual({ status: 401, message: 'API key expired' });
    // Only the holder of the secret learns the key's state.
    expect(await refusal(await withKey(wrongSecret, '/api/orders'))).toEqual({ status: 401, message: 'Invalid API key' });

    const revokedKey = await createKey(['orders:read'], { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await withKey(revokedKey.token, '/api/orders')).status).toBe(200);
    const revoked = await t.request(`/api/api-keys/${revokedKey.id}/revoke`, { method: 'POST', json: {}, headers: admin.headers });
    expect(revoked.status).toBe(200);
    expect((await json<CreatedKey>(revoked)).revokedAt).not.toBeNull();
    expect(await refusal(await withKey(revokedKey.token, '/api/orders'))).toEqual({ status: 401, message: 'API key revoked' });
    // Also on a public route: a key that is refused is refused everywhere.
    expect((await withKey(revokedKey.token, '/api/site')).status).toBe(401);
    expect((await t.request(`/api/api-keys/${revokedKey.id}/revoke`, { method: 'POST', json: {}, headers: admin.headers })).status).toBe(409);
  });

  it('serves a valid key on a public route as a visitor', async () => {
    const key = await createKey(['orders:read']);
    const keyed = await withKey(key.token, '/api/site');
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-ratelimit-limit')).toBeTruthy();
    expect(await json<{ signedIn?: boolean; email?: string }>(withKey(key.token, '/api/auth/me'))).not.toMatchObject({ email: expect.any(String) });
    // The key's rate-limit headers are its own: visitors' reads after it (the second one answered
    // before routing, with the headers learned from an anonymous answer) never carry them.
    for (let i = 0; i < 2; i++) {
      const visitor = await t.request('/api/site');
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('x-ratelimit-limit')).toBeNull();
      expect(visitor.headers.get('x-ratelimit-remaining')).toBeNull();
    }
  });

  it('acts as itself, not as its creator, when a session cookie comes along, and the audit log names it', async () => {
    const contentOnly = await createKey(['content:read']);
    // The Admin's own cookie does not widen the key.
    expect((await withKey(contentOnly.token, '/api/users', { headers: admin.headers })).status).toBe(403);
    expect((await withKey(contentOnly.token, '/api/orders', { headers: admin.headers })).status).toBe(403);
    // A customer's cookie does not narrow it either: the key sees every order.
    const reader = await createKey(['orders:read']);
    const page = await json<{ items: { _id: string }[] }>(
      withKey(reader.token, '/api/orders', { headers: { cookie: (await register(t, 'bob@example.com')).cookie } }),
    );
    expect(page.items.map((order) => order._id)).toContain(aliceOrder);

    const writer = await createKey(['orders:write'], {}, 'Fulfilment');
    const changed = await withKey(writer.token, `/api/order-status/${aliceOrder}`, {
      method: 'PUT',
      json: { orderStatus: 'Delivered' },
      headers: admin.headers,
    });
    expect(changed.status).toBe(200);
    const log = await json<{ items: { actorEmail: string | null; actorId: string | null; kind: string; action: string }[] }>(
      t.request('/api/audit-log?kind=order', { headers: admin.headers }),
    );
    expect(log.items[0]).toMatchObject({ actorEmail: `API key “Fulfilment” (${writer.prefix}…)`, actorId: writer.id });
    const keyLog = await json<{ items: { subject: string; action: string; actorEmail: string }[] }>(
      t.request('/api/audit-log?kind=api-key', { headers: admin.headers }),
    );
    expect(keyLog.items[0]).toMatchObject({ action: 'create', subject: `API key “Fulfilment” (${writer.prefix}…)`, actorEmail: 'owner@example.com' });
  });

  it('notes the last use at most once a minute', async () => {
    const key = await createKey(['orders:read']);
    const lastUsed = async () =>
      (await json<CreatedKey[]>(t.request('/api/api-keys', { headers: admin.headers }))).find((item) => item.id === key.id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withKey(key.token, '/api/orders');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.app.get(DataSource).query(`UPDATE api_key SET last_used_at = last_used_at - interval '30 seconds' WHERE id = $1`, [key.id]);
    const moved = await lastUsed();
    await withKey(key.token, '/api/orders');
    expect(await lastUsed()).toBe(moved);
  });

  it('limits each key to its requests a minute, with Retry-After, and other keys go on', async () => {
    const busy = await createKey(['orders:read']);
    let answer: Response | undefined;
    for (let i = 0; i < 101; i++) {
      answer = await withKey(busy.token, '/api/orders');
      if (answer.status !== 200) break;
    }
    expect(answer!.status).toBe(429);
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(answer!)).message).toMatch(/^Too many requests with this API key/);
    const other = await createKey(['orders:read']);
    expect((await withKey(other.token, '/api/orders')).status).toBe(200);
  });
});
