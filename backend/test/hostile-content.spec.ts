import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { expectSafe, HOSTILE_DOC, HOSTILE_LINKS, HOSTILE_TEXT } from './rich-text-html.js';

/** What a stored document is made of: its node and mark types, attribute names, and every address in it. */
function shapeOf(doc: unknown) {
  const shape = { types: new Set<string>(), attrs: new Set<string>(), addresses: [] as string[] };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as { type?: string; attrs?: Record<string, unknown>; content?: unknown; marks?: unknown };
    if (node.type) shape.types.add(node.type);
    for (const [name, attr] of Object.entries(node.attrs ?? {})) {
      shape.attrs.add(name);
      if (name === 'href' || name === 'src') shape.addresses.push(String(attr));
    }
    visit(node.content);
    visit(node.marks);
  };
  visit(doc);
  return shape;
}

/** Nothing but the allow-list's nodes, marks and attributes, and only addresses it takes. */
function expectCleanDoc(doc: unknown) {
  const shape = shapeOf(doc);
  const types = [
    'doc',
    'paragraph',
    'heading',
    'text',
    'bulletList',
    'orderedList',
    'listItem',
    'blockquote',
    'hardBreak',
    'horizontalRule',
    'table',
    'tableRow',
    'tableHeader',
    'tableCell',
    'image',
    'callToAction',
  ];
  const marks = ['bold', 'italic', 'underline', 'strike', 'code', 'link'];
  for (const type of shape.types) expect([...types, ...marks]).toContain(type);
  for (const name of shape.attrs) expect(['level', 'start', 'colspan', 'rowspan', 'src', 'alt', 'width', 'height', 'text', 'href', 'variant']).toContain(name);
  for (const address of shape.addresses) expect(address).toMatch(/^(https?:\/\/[^\s]|mailto:|tel:|\/(?![/\\])|#)/);
  return shape;
}

interface PageRecord {
  id: string;
  slug: string;
  title: string;
  body: { type: string; content?: unknown[] };
  seoTitle: string;
  seoDescription: string;
  socialImageAlt: string;
}

/**
 * Hostile content written into every field of a page over real HTTP: the body's scripts, event
 * handlers, javascript: links and foreign iframes are neutralised on the server (stored cleaned,
 * rendered within the allow-list, checked with a real HTML parser); text fields keep what was
 * typed as text; address fields refuse what is not an address, with nothing stored.
 */
describe('hostile content in pages', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const write = (path: string, body: unknown, method = 'POST') => t.request(path, { method, json: body, headers: admin.headers });
  const pageCount = async () => (await json<unknown[]>(t.request('/api/pages', { headers: admin.headers }))).length;
  let serial = 0;
  const page = (changes: Record<string, unknown> = {}) => ({ title: 'About us', slug: `hostile-${++serial}`, body: { type: 'doc', content: [] }, ...changes });

  it('stores a hostile body cleaned and publishes it as HTML within the allow-list, hostile text fields as text', async () => {
    const response = await write(
      '/api/pages',
      page({ title: HOSTILE_TEXT, body: HOSTILE_DOC, seoTitle: '<script>alert("XSS")</script>', seoDescription: HOSTILE_TEXT, socialImageAlt: HOSTILE_TEXT }),
    );
    expect(response.status).toBe(201);
    const created = await json<PageRecord>(response);
    const shape = expectCleanDoc(created.body);
    expect(shape.addresses).toEqual(['https://cdn.example/a.png', '/contact-us']);
    expect(created.title).toBe(HOSTILE_TEXT);
    expect(created.seoDescription).toBe(HOSTILE_TEXT);
    // the editor loads what is stored
    expect((await json<PageRecord>(t.request(`/api/pages/${created.id}`, { headers: admin.headers }))).body).toEqual(created.body);

    expect((await t.request(`/api/pages/${created.id}/publish`, { method: 'POST', headers: admin.headers })).status).toBe(200);
    const published = await json<{ html: string; title: string; description: string }>(t.request(`/api/pages/by-slug/${created.slug}`));
    const fragment = expectSafe(published.html);
    expect(fragment.querySelector('h2')?.textContent).toBe(HOSTILE_TEXT);
    expect([...fragment.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/contact-us']);
    expect(fragment.querySelectorAll('img')).toHaveLength(1);
    expect(published.html).not.toMatch(/<(script|iframe)/i);
  });

  it('previews a hostile body within the allow-list, storing nothing', async () => {
    const before = await pageCount();
    const response = await write('/api/pages/preview', { body: HOSTILE_DOC });
    expect(response.status).toBe(200);
    expectSafe((await json<{ html: string }>(response)).html);
    expect(await pageCount()).toBe(before);
  });

  it.each([
    ['HTML instead of a document', '<p onclick="alert(1)">x</p>'],
    ['an array', [{ type: 'paragraph' }]],
    ['null', null],
    ['a number', 42],
    ['a node that is not a document', { type: 'paragraph', content: [] }],
    ['content that is not a list', { type: 'doc', content: '<script>alert(1)</script>' }],
  ])('refuses a body that is %s with a 400, storing nothing', async (_, body) => {
    const before = await pageCount();
    const response = await write('/api/pages', page({ body }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('body must be a rich-text document');
    expect(await pageCount()).toBe(before);
  });

  it.each(HOSTILE_LINKS.map((link) => [link]))('refuses %j as the social image or canonical address, storing nothing', async (link) => {
    const before = await pageCount();
    expect((await write('/api/pages', page({ socialImage: link }))).status).toBe(400);
    expect((await write('/api/pages', page({ canonicalUrl: link }))).status).toBe(400);
    expect(await pageCount()).toBe(before);
  });

  it('takes a body as deep as the editor makes (lists in lists with links), and refuses deeper ones and huge ones', async () => {
    type Node = { type: string; content?: Node[]; text?: string; marks?: unknown[] };
    const nested = (levels: number): Node => {
      let node: Node = {
        type: 'paragraph',
        content: [{ type: 'text', text: 'deepest', marks: [{ type: 'link', attrs: { href: '/pricing/' } }, { type: 'bold' }] }],
      };
      for (let level = 0; level < levels; level++) {
        node = {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: `level ${level}` }] }, node] }],
        };
      }
      return node;
    };
    const deep = await write('/api/pages', page({ body: { type: 'doc', content: [nested(9)] } }));
    expect(deep.status).toBe(201);
    expect(JSON.stringify((await json<PageRecord>(deep)).body)).toContain('deepest');

    const before = await pageCount();
    const tooDeep = await write('/api/pages', page({ body: { type: 'doc', content: [nested(10)] } }));
    expect(tooDeep.status).toBe(400);
    expect(JSON.stringify(await tooDeep.json())).toContain('nested more than 20 levels');
    const huge = await write(
      '/api/pages',
      page({ body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(10 * 1024 * 1024) }] }] } }),
    );
    expect([400, 413]).toContain(huge.status);
    expect(await pageCount()).toBe(before);
  });

  it('neutralises a hostile body on an update too', async () => {
    const created = await json<PageRecord>(write('/api/pages', page()));
    const response = await write(`/api/pages/${created.id}`, { ...page({ slug: created.slug }), body: HOSTILE_DOC }, 'PUT');
    expect(response.status).toBe(200);
    expect(expectCleanDoc((await json<PageRecord>(response)).body).addresses).toEqual(['https://cdn.example/a.png', '/contact-us']);
  });
});

/** The same hostile content in every field of a blog post: its body as the post's page and the feed show it. */
describe('hostile content in blog posts', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const write = (path: string, body: unknown, method = 'POST') => t.request(path, { method, json: body, headers: admin.headers });
  let serial = 0;
  const post = (changes: Record<string, unknown> = {}) => ({
    title: 'A post',
    slug: `hostile-post-${++serial}`,
    body: { type: 'doc', content: [] },
    ...changes,
  });

  it('stores a hostile body cleaned and publishes it as HTML within the allow-list, hostile text fields as text', async () => {
    const response = await write(
      '/api/blog/manage/posts',
      post({
        title: HOSTILE_TEXT,
        excerpt: HOSTILE_TEXT,
        body: HOSTILE_DOC,
        status: 'published',
        seoTitle: '<script>alert("XSS")</script>',
        seoDescription: HOSTILE_TEXT,
      }),
    );
    expect(response.status).toBe(201);
    const created = await json<{ id: string; slug: string; title: string; body: unknown }>(response);
    expect(expectCleanDoc(created.body).addresses).toEqual(['https://cdn.example/a.png', '/contact-us']);
    expect(created.title).toBe(HOSTILE_TEXT);
    const published = await json<{ html: string; title: string }>(t.request(`/api/blog/posts/${created.slug}`));
    const fragment = expectSafe(published.html);
    expect(fragment.querySelector('h2')?.textContent).toBe(HOSTILE_TEXT);
    expect([...fragment.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/contact-us']);
    expect(published.title).toBe(HOSTILE_TEXT);
  });

  it('takes a body as deep as the editor makes, on a new post and on a save', async () => {
    let node: Record<string, unknown> = {
      type: 'paragraph',
      content: [{ type: 'text', text: 'deepest', marks: [{ type: 'link', attrs: { href: '/pricing/' } }] }],
    };
    for (let level = 0; level < 9; level++) node = { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }, node] }] };
    const body = { type: 'doc', content: [node] };
    const created = await write('/api/blog/manage/posts', post({ body }));
    expect(created.status).toBe(201);
    const { id, slug } = await json<{ id: string; slug: string }>(created);
    const saved = await write(`/api/blog/manage/posts/${id}`, post({ slug, body: { type: 'doc', content: [node, node] } }), 'PUT');
    expect(saved.status).toBe(200);
  });

  it('refuses a body that is HTML, with a 400 naming the field', async () => {
    const response = await write('/api/blog/manage/posts', post({ body: '<p onclick="alert(1)">x</p>' }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('body must be a rich-text document');
  });
});
