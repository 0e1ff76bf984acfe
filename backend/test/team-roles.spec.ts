import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { register, registerAdmin, registerMember, signIn, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Viewer {
  isAdmin: boolean;
  isOwner: boolean;
  role: string | null;
  permissions: string[];
}
interface Post {
  id: string;
  status: string;
  version: number;
}

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('a team with least privilege', () => {
  let t: TestApp;
  let owner: Session;
  let admin: Session & { rosterId: string };
  let editor: Session & { rosterId: string };
  let author: Session & { rosterId: string };

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    owner = await registerAdmin(t, 'owner@example.com');
    admin = await registerMember(t, 'admin@example.com', 'Admin', owner);
    editor = await registerMember(t, 'editor@example.com', 'Editor', owner);
    author = await registerMember(t, 'author@example.com', 'Author', owner);
  });
  afterAll(() => t.close());

  const send = (session: Session, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method, json: body, headers: { ...session.headers, ...headers } });
  const viewerOf = async (session: Session) => (await json<{ viewer: Viewer | null }>(t.request('/api/auth/me', { headers: session.headers }))).viewer;
  const messageOf = async (response: Response) => (await response.json()).message as string;

  it('makes the first Admin the one Owner, who alone holds the Owner’s permissions', async () => {
    expect(await viewerOf(owner)).toMatchObject({ isAdmin: true, isOwner: true, role: 'Admin' });
    expect((await viewerOf(owner))!.permissions).toEqual(expect.arrayContaining(['team', 'payments', 'api-keys', 'webhooks', 'script']));
    const other = await viewerOf(admin);
    expect(other).toMatchObject({ isAdmin: true, isOwner: false, role: 'Admin' });
    for (const permission of ['team', 'payments', 'api-keys', 'webhooks', 'script']) expect(other!.permissions).not.toContain(permission);
    expect(await viewerOf(author)).toMatchObject({ isAdmin: true, role: 'Author', permissions: ['posts:write', 'media:read', 'media:upload'] });
  });

  it('keeps roles, payments, keys, webhooks and script settings to the Owner', async () => {
    const refused = [
      await send(admin, 'POST', '/api/add-user', { userEmail: 'x@example.com', userRole: 'Editor' }),
      await send(admin, 'PUT', `/api/upadete-users/${editor.rosterId}`, { userEmail: 'editor@example.com', userRole: 'Admin' }),
      await send(admin, 'POST', '/api/add-email', { paypalEmail: 'thief@example.com' }),
      await send(admin, 'POST', '/api/api-keys', { name: 'k', scopes: ['orders:read'] }),
      await send(admin, 'GET', '/api/webhooks'),
      await send(admin, 'GET', '/api/search-engines'),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403]);
    // An Admin still reads the roster and the business details.
    expect((await send(admin, 'GET', '/api/users')).status).toBe(200);
    expect((await send(admin, 'GET', '/api/business-details')).status).toBe(200);
    expect((await send(owner, 'GET', '/api/webhooks')).status).toBe(200);
  });

  it('refuses the Author orders, keys and settings (403), and the screens the API stands behind', async () => {
    for (const [method, path] of [
      ['GET', '/api/orders.csv'],
      ['GET', '/api/orders-total-sales'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/business-details'],
      ['GET', '/api/search-engines'],
      ['GET', '/api/users'],
      ['GET', '/api/messages'],
      ['PUT', '/api/blog/settings'],
    ]) {
      expect([path, (await send(author, method, path, method === 'GET' ? undefined : { name: 'x' })).status]).toEqual([path, 403]);
    }
    // Its own orders, as any signed-in account, are still its own.
    expect((await send(author, 'GET', '/api/orders')).status).toBe(200);
  });

  it('lets an Author draft and edit their own posts; an Editor publishes; the Author cannot publish or touch others’', async () => {
    const draft = await json<Post>(send(author, 'POST', '/api/blog/manage/posts', { title: 'Author draft', body: doc('Words') }));
    expect(draft.status).toBe('draft');
    const edited = await send(author, 'PUT', `/api/blog/manage/posts/${draft.id}`, { title: 'Author draft, edited', body: doc('More words') });
    expect(edited.status).toBe(200);

    const publishing = await send(author, 'POST', '/api/blog/manage/posts', { title: 'Straight out', body: doc('x'), status: 'published' });
    expect([publishing.status, await messageOf(publishing)]).toEqual([403, 'Your role may write drafts only: an Editor or Admin publishes them']);
    const viaSave = await send(author, 'PUT', `/api/blog/manage/posts/${draft.id}`, { title: 'Author draft', body: doc('x'), status: 'published' });
    expect(viaSave.status).toBe(403);
    expect((await send(author, 'POST', `/api/blog/manage/posts/${draft.id}/publish`, {})).status).toBe(403);

    const editors = await json<Post>(send(editor, 'POST', '/api/blog/manage/posts', { title: 'Editor post', body: doc('x') }));
    expect((await send(author, 'GET', `/api/blog/manage/posts/${editors.id}`)).status).toBe(403);
    const others = await send(author, 'PUT', `/api/blog/manage/posts/${editors.id}`, { title: 'Mine now', body: doc('x') });
    expect([others.status, await messageOf(others)]).toEqual([403, 'Your role may edit only your own posts']);
    expect((await send(author, 'DELETE', `/api/blog/manage/posts/${editors.id}`)).status).toBe(403);
    const listed = await json<{ items: { id: string }[] }>(send(author, 'GET', '/api/blog/manage/posts'));
    expect(listed.items.map((post) => post.id)).toEqual([draft.id]);

    const published = await send(editor, 'POST', `/api/blog/manage/posts/${draft.id}/publish`, {});
    expect(published.status).toBe(200);
    expect((await json<{ items: { slug: string }[] }>(t.request('/api/blog/posts'))).items).toHaveLength(1);
    // Once visitors see it, changing it is an Editor's.
    const late = await send(author, 'PUT', `/api/blog/manage/posts/${draft.id}`, { title: 'Sneaky', body: doc('x') });
    expect([late.status, await messageOf(late)]).toEqual([403, 'This post is published or scheduled: an Editor or Admin edits it now']);
  });

  it('ends the member’s sessions on a role change, at once, and audits it with its actor', async () => {
    const sales = await registerMember(t, 'sales@example.com', 'Sales', owner);
    const otherTab = await signIn(t, 'sales@example.com');
    expect((await send(sales, 'GET', '/api/messages')).status).toBe(200);
    const changed = await send(owner, 'PUT', `/api/upadete-users/${sales.rosterId}`, { userEmail: 'sales@example.com', userRole: 'Bookkeeping' });
    expect(changed.status).toBe(200);
    expect((await send(sales, 'GET', '/api/messages')).status).toBe(401);
    expect((await send(otherTab, 'GET', '/api/messages')).status).toBe(401);
    const refreshed = await t.request('/api/auth/refresh', { method: 'POST', headers: otherTab.headers });
    expect(refreshed.status).toBe(401);
    const again = await signIn(t, 'sales@example.com');
    expect((await send(again, 'GET', '/api/messages')).status).toBe(403);
    expect((await send(again, 'GET', '/api/invoices.csv')).status).toBe(200);
    const log = await json<{ items: { kind: string; actorEmail: string; detail: string }[] }>(send(owner, 'GET', '/api/audit-log?kind=roster'));
    expect(log.items[0]).toMatchObject({ kind: 'roster', actorEmail: 'owner@example.com' });
    expect(log.items[0].detail).toMatch(/sales@example.com \(Sales\) → sales@example.com \(Bookkeeping\); 2 sign-ins ended/);
  });

  it('refuses self-demotion and a change of the Owner’s entry; the Owner may not leave while Owner', async () => {
    const ownerId = (await json<{ _id: string; userEmail: string }[]>(send(owner, 'GET', '/api/users'))).find((u) => u.userEmail === 'owner@example.com')!._id;
    const own = await send(owner, 'PUT', `/api/upadete-users/${ownerId}`, { userEmail: 'owner@example.com', userRole: 'Editor' });
    expect([own.status, await messageOf(own)]).toEqual([
      409,
      'This is the Owner of the site: the Owner makes another Admin Owner before their own entry changes.',
    ]);
    const leaving = await send(owner, 'DELETE', '/api/account', { currentPassword: 'long-secret-pass' });
    expect(leaving.status).toBe(409);
    // An entry saved as it is changes nothing and is no demotion.
    expect((await send(owner, 'PUT', `/api/upadete-users/${ownerId}`, { userEmail: 'owner@example.com', userRole: 'Admin' })).status).toBe(200);
  });

  it('moves ownership to a proved member only, who then holds the Owner’s permissions alone', async () => {
    const listed = await json<{ _id: string }>(send(owner, 'POST', '/api/add-user', { userEmail: 'nobody-yet@example.com', userRole: 'Editor' }));
    const unproved = await send(owner, 'POST', `/api/users/${listed._id}/owner`);
    expect([unproved.status, await messageOf(unproved)]).toEqual([409, 'Only an account that has proved its address can become the Owner.']);
    expect((await send(admin, 'POST', `/api/users/${editor.rosterId}/owner`)).status).toBe(403);

    const moved = await send(owner, 'POST', `/api/users/${editor.rosterId}/owner`);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ userRole: 'Admin', isOwner: true });
    // The editor's role changed (Editor → Admin): their sessions ended; signed in again they are the Owner.
    expect((await send(editor, 'GET', '/api/users')).status).toBe(401);
    const newOwner = await signIn(t, 'editor@example.com');
    expect(await viewerOf(newOwner)).toMatchObject({ isOwner: true, role: 'Admin' });
    expect(await viewerOf(owner)).toMatchObject({ isOwner: false, role: 'Admin' });
    expect((await send(owner, 'POST', '/api/add-user', { userEmail: 'late@example.com' })).status).toBe(403);
    expect((await send(newOwner, 'POST', '/api/add-user', { userEmail: 'late@example.com', userRole: 'Delivery' })).status).toBe(201);
    const roster = await json<{ userEmail: string; isOwner: boolean }[]>(send(newOwner, 'GET', '/api/users'));
    expect(roster.filter((entry) => entry.isOwner).map((entry) => entry.userEmail)).toEqual(['editor@example.com']);
  });

  it('refuses a role the roster does not know, storing nothing', async () => {
    const customer = await register(t, 'customer@example.com');
    expect((await send(customer, 'GET', '/api/users')).status).toBe(403);
    const newOwner = await signIn(t, 'editor@example.com');
    const wrong = await send(newOwner, 'POST', '/api/add-user', { userEmail: 'odd@example.com', userRole: 'Superuser' });
    expect(wrong.status).toBe(400);
    const roster = await json<{ userEmail: string }[]>(send(newOwner, 'GET', '/api/users'));
    expect(roster.map((entry) => entry.userEmail)).not.toContain('odd@example.com');
  });
});
