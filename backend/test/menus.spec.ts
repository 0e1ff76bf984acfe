import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { WebhookEventsService } from '../src/webhooks/webhook-events.service.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface Link {
  kind: string;
  target: string;
}
interface Item {
  label: string;
  link: Link;
  children?: Item[];
}
interface ItemRecord extends Item {
  href: string | null;
  broken: string | null;
  children: ItemRecord[];
}
interface MenuRecord {
  key: string;
  title: string;
  items: ItemRecord[];
  saved: boolean;
}
interface PublicItem {
  label: string;
  href: string;
  section?: string;
  children: PublicItem[];
}
type PublicMenus = Record<string, { title: string; items: PublicItem[] }>;

const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text.' }] }] };
const anchor = (label: string, target: string): Item => ({ label, link: { kind: 'anchor', target } });

describe('menus', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t, 'owner@example.com');
    customer = await register(t, 'customer@example.com');
  });
  afterAll(() => t.close());

  const put = (key: string, body: unknown, session: Session | null = admin) =>
    t.request(`/api/menus/${key}`, { method: 'PUT', json: body, headers: session?.headers ?? {} });
  const menus = async () => json<MenuRecord[]>(t.request('/api/menus', { headers: admin.headers }));
  const site = async () => (await json<{ menus: PublicMenus }>(t.request('/api/site'))).menus;
  const created = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await t.request(path, { method: 'POST', json: body, headers: admin.headers });
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  it('has the spec’s anchors first on a fresh install, the blog after them, and Quick Links as the spec names them', async () => {
    const { header, footer, footerExtra } = await site();
    expect(header.items.map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['About', '/#about-sec'],
      ['Services', '/#services-sec'],
      ['Pricing', '/#pricing-sec'],
      ['Contact', '/#contact-sec'],
      ['Blog', '/blog/'],
    ]);
    expect(footer.title).toBe('Quick Links');
    expect(footer.items.map((item) => item.label)).toEqual(['Home', 'About', 'Services', 'Pricing', 'Contact']);
    expect(footerExtra.items.map((item) => item.href)).toEqual(['/service/', '/pricing/', '/blog/', '/contact']);
    expect(header.items.find((item) => item.label === 'About')?.section).toBe('about');
    expect((await menus()).every((menu) => !menu.saved)).toBe(true);
  });

  it('lets only Admins read and save menus', async () => {
    expect((await t.request('/api/menus')).status).toBe(401);
    expect((await t.request('/api/menus', { headers: customer.headers })).status).toBe(403);
    expect((await put('header', { items: [] }, null)).status).toBe(401);
    expect((await put('header', { items: [] }, customer)).status).toBe(403);
    expect((await put('sidebar', { items: [] })).status).toBe(404);
    expect((await menus()).find((menu) => menu.key === 'header')?.saved).toBe(false);
  });

  it.each([
    ['a javascript: address', { label: 'x', link: { kind: 'external', target: 'javascript:alert(1)' } }],
    ['a data: address', { label: 'x', link: { kind: 'external', target: 'data:text/html,hi' } }],
    ['a protocol-relative path', { label: 'x', link: { kind: 'path', target: '//evil.example/' } }],
    ['a path with a backslash', { label: 'x', link: { kind: 'path', target: '/\\evil.example' } }],
    ['a path without its slash', { label: 'x', link: { kind: 'path', target: 'about' } }],
    ['an unknown anchor', { label: 'x', link: { kind: 'anchor', target: 'faq' } }],
    ['an unknown fixed page', { label: 'x', link: { kind: 'fixed', target: '/admin' } }],
    ['a malformed id', { label: 'x', link: { kind: 'page', target: 'not-an-id' } }],
    ['an id of no page', { label: 'x', link: { kind: 'page', target: '00000000-0000-4000-8000-000000000000' } }],
    ['an unknown kind', { label: 'x', link: { kind: 'script', target: '/x' } }],
    ['an empty label', { label: '  ', link: { kind: 'anchor', target: 'home' } }],
    ['a long label', { label: 'x'.repeat(61), link: { kind: 'anchor', target: 'home' } }],
    ['a second level of nesting', { ...anchor('A', 'home'), children: [{ ...anchor('B', 'about'), children: [anchor('C', 'contact')] }] }],
    ['a bad child link', { ...anchor('A', 'home'), children: [{ label: 'B', link: { kind: 'external', target: 'ftp://x.example' } }] }],
  ])('refuses %s with a 400 and stores nothing', async (_name, item) => {
    const response = await put('header', { items: [anchor('Home', 'home'), item] });
    expect(response.status).toBe(400);
    expect((await menus()).find((menu) => menu.key === 'header')?.saved).toBe(false);
  });

  it('refuses more items than a menu holds', async () => {
    expect((await put('footer', { items: Array.from({ length: 13 }, () => anchor('Home', 'home')) })).status).toBe(400);
    const children = Array.from({ length: 13 }, () => anchor('Home', 'home'));
    expect((await put('footer', { items: [{ ...anchor('Home', 'home'), children }] })).status).toBe(400);
    expect((await put('footer', { title: 'x'.repeat(41), items: [] })).status).toBe(400);
  });

  it('resolves pages, posts and categories to today’s address, drops gone ones from the site and shows them broken', async () => {
    const page = await created<{ id: string }>('/api/pages', { title: 'Local SEO', slug: 'local-seo', body: doc });
    const category = await created<{ id: string }>('/api/blog/categories', { name: 'Guides', slug: 'guides' });
    const post = await created<{ id: string }>('/api/blog/manage/posts', {
      title: 'Ten tips',
      slug: 'ten-tips',
      body: doc,
      categoryId: category.id,
      status: 'published',
    });
    const items: Item[] = [
      anchor('Home', 'home'),
      {
        ...anchor('Services', 'services'),
        children: [
          { label: 'Local SEO', link: { kind: 'page', target: page.id } },
          { label: 'Partner', link: { kind: 'external', target: 'https://partner.example/x?y=1' } },
        ],
      },
      { label: 'Tips', link: { kind: 'post', target: post.id } },
      { label: 'Guides', link: { kind: 'category', target: category.id } },
      { label: 'Landing', link: { kind: 'path', target: '/offers/spring' } },
    ];
    const saved = await json<MenuRecord>(put('header', { items }));
    expect(saved.saved).toBe(true);
    // A draft page may be placed: it waits, marked broken, until it is published.
    expect(saved.items[1].children[0]).toEqual(expect.objectContaining({ href: null, broken: expect.stringContaining('not published') }));
    expect((await site()).header.items[1].children.map((child) => child.label)).toEqual(['Partner']);

    expect((await t.request(`/api/pages/${page.id}/publish`, { method: 'POST', headers: admin.headers, json: {} })).status).toBe(200);
    let header = (await site()).header;
    expect(header.items.map((item) => item.href)).toEqual(['/', '/#services-sec', '/blog/ten-tips', '/blog/category/guides/', '/offers/spring']);
    expect(header.items[1].children.map((child) => child.href)).toEqual(['/local-seo', 'https://partner.example/x?y=1']);

    // A new slug follows; a deleted post drops out of the site and shows broken in the back office.
    const pageRecord = await json<Record<string, unknown>>(t.request(`/api/pages/${page.id}`, { headers: admin.headers }));
    const { title, body, showInNav, showInFooter, navPosition } = pageRecord;
    expect(
      (
        await t.request(`/api/pages/${page.id}`, {
          method: 'PUT',
          headers: admin.headers,
          json: { title, body, showInNav, showInFooter, navPosition, slug: 'local-search' },
        })
      ).status,
    ).toBe(200);
    expect((await t.request(`/api/blog/manage/posts/${post.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    header = (await site()).header;
    expect(header.items.map((item) => item.label)).toEqual(['Home', 'Services', 'Guides', 'Landing']);
    expect(header.items[1].children[0].href).toBe('/local-search');
    const back = (await menus()).find((menu) => menu.key === 'header')!;
    expect(back.items[2]).toEqual(expect.objectContaining({ label: 'Tips', href: null, broken: expect.stringContaining('deleted') }));
  });

  it('links a case study by id: left out until published, then at its address, and refused when it does not exist', async () => {
    const challenge = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Slow pages.' }] }] };
    const study = await created<{ id: string; slug: string; version: number }>('/api/case-studies/manage', {
      title: 'Bakery doubles bookings',
      slug: 'bakery-bookings',
      client: 'Crumb & Co',
      industry: 'Hospitality',
      services: ['Local SEO'],
      challenge,
      approach: challenge,
      results: [{ figure: '+100 %', label: 'bookings' }],
    });
    const items: Item[] = [anchor('Home', 'home'), { label: 'Our work', link: { kind: 'caseStudy', target: study.id } }];
    const saved = await json<MenuRecord>(put('header', { items }));
    expect(saved.items[1]).toEqual(expect.objectContaining({ href: null, broken: expect.stringContaining('case study') }));
    expect((await site()).header.items.map((item) => item.label)).toEqual(['Home']);

    const publish = await t.request(`/api/case-studies/manage/${study.id}`, {
      method: 'PUT',
      headers: { ...admin.headers, 'if-match': String(study.version) },
      json: {
        title: 'Bakery doubles bookings',
        slug: study.slug,
        client: 'Crumb & Co',
        industry: 'Hospitality',
        services: ['Local SEO'],
        challenge,
        approach: challenge,
        results: [{ figure: '+100 %', label: 'bookings' }],
        status: 'published',
      },
    });
    expect(publish.status).toBe(200);
    expect((await site()).header.items.map((item) => item.href)).toEqual(['/', '/case-studies/bakery-bookings']);

    const missing = await put('header', { items: [{ label: 'Gone', link: { kind: 'caseStudy', target: '00000000-0000-4000-8000-000000000000' } }] });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('case study');
    expect((await site()).header.items.map((item) => item.label)).toEqual(['Home', 'Our work']);
  });

  it('records the save in the audit log and tells webhook receivers', async () => {
    const emit = jest.spyOn(t.app.get(WebhookEventsService), 'emit');
    await json(put('footerExtra', { title: 'More', items: [{ label: 'Blog', link: { kind: 'fixed', target: '/blog/' } }] }));
    const log = await json<{ items: { subject: string; subjectId: string }[] }>(t.request('/api/audit-log?kind=content', { headers: admin.headers }));
    expect(log.items[0]).toEqual(expect.objectContaining({ subject: 'Menu: Footer: second column', subjectId: 'footerExtra' }));
    expect(emit).toHaveBeenCalledWith(expect.anything(), 'content.changed', expect.objectContaining({ section: 'menus', recordId: 'footerExtra' }));
    emit.mockRestore();
    expect((await site()).footerExtra).toEqual({ title: 'More', items: [{ label: 'Blog', href: '/blog/', children: [] }] });
  });
});
