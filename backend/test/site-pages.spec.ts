import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PageDataRegistry } from '../src/pages/page-data.js';
import { SitemapService } from '../src/seo/sitemap.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { deleteLibraryImage, libraryUsages, uploadLibraryImage } from './library-image.js';

interface PageRecord {
  id: string;
  title: string;
  slug: string;
  status: 'draft' | 'published';
  body: { type: 'doc'; content?: unknown[] };
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  noindex: boolean;
  canonicalUrl: string;
  showInNav: boolean;
  showInFooter: boolean;
  navPosition: number;
  version: number;
  publishedAt: string | null;
}
interface PublishedPage {
  title: string;
  slug: string;
  html: string;
  description: string;
}
interface NavPage {
  slug: string;
  title: string;
  inNav: boolean;
  inFooter: boolean;
  position: number;
}
interface ErrorBody {
  statusCode: number;
  message: string | string[];
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('the site’s pages', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t, 'owner@example.com');
    customer = await register(t, 'customer@example.com');
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/api/pages${path}`, { ...init, headers: { ...admin.headers, ...(init.headers as Record<string, string>) } });
  const add = (body: Record<string, unknown>) => call('', { method: 'POST', json: { body: doc(paragraph('Text.')), ...body } });
  const added = async (body: Record<string, unknown>) => {
    const response = await add(body);
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as PageRecord;
  };
  const save = (page: PageRecord, changes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(`/${page.id}`, {
      method: 'PUT',
      headers,
      json: { ...pick(page), ...changes },
    });
  const pick = ({ title, slug, body, seoTitle, seoDescription, socialImage, noindex, canonicalUrl, showInNav, showInFooter, navPosition }: PageRecord) => ({
    title,
    slug,
    body,
    seoTitle,
    seoDescription,
    socialImage,
    noindex,
    canonicalUrl,
    showInNav,
    showInFooter,
    navPosition,
  });
  const publish = async (page: PageRecord) => json<PageRecord>(call(`/${page.id}/publish`, { method: 'POST' }));
  const visitorRead = (slug: string) => t.request(`/api/pages/by-slug/${slug}`);
  const navPages = async () => (await json<{ navPages: NavPage[] }>(t.request('/api/site'))).navPages;
  const sitemap = async () => (await t.app.get(SitemapService).file(0)) ?? '';
  const resolve = (path: string) => t.app.get(PageDataRegistry).resolve(path);
  const messageOf = async (response: Response) => {
    const body = (await response.json()) as ErrorBody;
    return Array.isArray(body.message) ? body.message.join('; ') : body.message;
  };

  it('seeds the privacy policy and imprint as drafts with text marked for the agency, invisible to visitors', async () => {
    const pages = await json<PageRecord[]>(call(''));
    const legal = pages.filter((page) => ['privacy-policy', 'imprint'].includes(page.slug));
    expect(legal.map((page) => [page.slug, page.status])).toEqual([
      ['privacy-policy', 'draft'],
      ['imprint', 'draft'],
    ]);
    const full = await json<PageRecord>(call(`/${legal[0].id}`));
    expect(JSON.stringify(full.body)).toContain('[To complete by the agency]');
    expect((await visitorRead('privacy-policy')).status).toBe(404);
    expect(await resolve('/privacy-policy')).toBeUndefined();
    expect(await navPages()).toEqual([]);
    expect(await sitemap()).not.toContain('privacy-policy');
  });

  it('keeps a draft from visitors, the bar, the footer and the sitemap until it is published, then shows it at once', async () => {
    const page = await added({ title: 'Our method', slug: 'our-method', showInNav: true, showInFooter: true, body: doc(paragraph('We audit first.')) });
    expect(page).toMatchObject({ status: 'draft', version: 1, publishedAt: null });
    expect((await visitorRead('our-method')).status).toBe(404);
    expect(await navPages()).toEqual([]);
    expect(await sitemap()).not.toContain('/our-method');

    const published = await publish(page);
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const read = await json<PublishedPage>(visitorRead('our-method'));
    expect(read).toMatchObject({ title: 'Our method', slug: 'our-method', description: 'We audit first.' });
    expect(read.html).toContain('<p>We audit first.</p>');
    expect(await resolve('/our-method')).toMatchObject({ kind: 'page', data: { title: 'Our method' } });
    expect(await navPages()).toEqual([{ slug: 'our-method', title: 'Our method', inNav: true, inFooter: true, position: page.navPosition }]);
    expect(await sitemap()).toMatch(/<loc>[^<]+\/our-method<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:]+Z<\/lastmod>/);

    const unpublished = await json<PageRecord>(call(`/${page.id}/unpublish`, { method: 'POST' }));
    expect(unpublished.status).toBe('draft');
    expect((await visitorRead('our-method')).status).toBe(404);
    expect(await navPages()).toEqual([]);
  });

  it('places pages in the bar and the footer in the order the admin sets', async () => {
    const second = await publish(await added({ title: 'Second', slug: 'second', showInFooter: true, navPosition: 20 }));
    const first = await publish(await added({ title: 'First', slug: 'first', showInNav: true, navPosition: 10 }));
    expect((await navPages()).map((page) => page.slug)).toEqual(['first', 'second']);
    const moved = await json<PageRecord>(save(first, { navPosition: 30 }));
    expect(moved.navPosition).toBe(30);
    expect((await navPages()).map((page) => [page.slug, page.inNav, page.inFooter])).toEqual([
      ['second', false, true],
      ['first', true, false],
    ]);
    expect((await save(second, { navPosition: -1 })).status).toBe(400);
    expect((await save(second, { navPosition: 1.5 })).status).toBe(400);
  });

  it('keeps noindex pages out of the sitemap but shows them to visitors', async () => {
    await publish(await added({ title: 'Thank-you offer', slug: 'offer-thanks', noindex: true }));
    expect((await visitorRead('offer-thanks')).status).toBe(200);
    expect(await sitemap()).not.toContain('/offer-thanks');
  });

  it.each([
    ['pricing', '“pricing” is a page of the site'],
    ['admin', '“admin” is a page of the site'],
    ['api', '“api” is a page of the site'],
    ['blog', '“blog” is a page of the site'],
    ['site-pages', '“site-pages” is a page of the site'],
    ['edit-banner', '“edit-banner” is a page of the site'],
    ['contact-us', '“contact-us” is a page of the site'],
  ])('refuses the reserved address /%s with a 409 naming it', async (slug, message) => {
    const response = await add({ title: 'Taken', slug });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toContain(message);
  });

  it('refuses an address shaped like a record’s id, which the back office’s about editor (/{id}) would take, on create and on rename', async () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const message = `“${id}” has the form of an id, and the back office keeps such addresses for its editors: choose another address`;
    const refused = await add({ title: 'Looks like an id', slug: id });
    expect([refused.status, await messageOf(refused)]).toEqual([409, message]);
    // Any hex digits in that shape, whatever their version bits.
    expect((await add({ title: 'Zeros', slug: '00000000-0000-0000-0000-000000000000' })).status).toBe(409);
    const page = await added({ title: 'Almost an id', slug: `${id}-x` });
    const renamed = await save(page, { slug: id });
    expect([renamed.status, await messageOf(renamed)]).toEqual([409, message]);
    expect((await json<PageRecord>(call(`/${page.id}`))).slug).toBe(`${id}-x`);
    expect((await json<PageRecord[]>(call(''))).map((listed) => listed.slug)).not.toContain(id);
    expect((await call(`/${page.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses a slug another page has, naming that page, on create and on rename', async () => {
    const about = await added({ title: 'About us', slug: 'about-us' });
    const response = await add({ title: 'About the team', slug: 'about-us' });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('“about-us” is already the slug of “About us”');
    const other = await added({ title: 'Team', slug: 'team' });
    const renamed = await save(other, { slug: 'about-us' });
    expect(renamed.status).toBe(409);
    expect(await messageOf(renamed)).toBe('“about-us” is already the slug of “About us”');
    expect((await json<PageRecord>(call(`/${about.id}`))).slug).toBe('about-us');
  });

  it('refuses an address that is redirected, naming the redirect', async () => {
    const redirect = await t.request('/api/redirects', {
      method: 'POST',
      headers: admin.headers,
      json: { source: '/old-offer', target: '/pricing/', statusCode: 301 },
    });
    expect(redirect.status).toBe(201);
    const response = await add({ title: 'Offer', slug: 'old-offer' });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toContain('/old-offer is redirected to /pricing/');
  });

  it.each([
    ['Upper', 'About-Us'],
    ['space', 'about us'],
    ['slash', 'a/b'],
    ['dot', 'a.php'],
    ['leading hyphen', '-about'],
    ['double hyphen', 'a--b'],
    ['empty', ''],
    ['too long', 'a'.repeat(81)],
    ['script', '<script>'],
    ['encoded', '%2e%2e'],
    ['unicode', 'über'],
  ])('refuses a slug of the wrong form (%s) with a 400', async (_name, slug) => {
    const response = await add({ title: 'Form', slug });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain('lowercase letters, digits and hyphens');
  });

  it('refuses a save made after someone else’s (If-Match) with a 409, and saves with the current version', async () => {
    const page = await added({ title: 'Versioned', slug: 'versioned' });
    const first = await save(page, { title: 'Versioned, once' }, { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as PageRecord).version).toBe(2);
    const stale = await save(page, { title: 'Versioned, stale' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(await messageOf(stale)).toContain('changed by someone else');
    expect((await json<PageRecord>(call(`/${page.id}`))).title).toBe('Versioned, once');
    expect((await save(page, { title: 'x' }, { 'if-match': 'nonsense' })).status).toBe(400);
  });

  it('neutralises hostile content in every field: the body is cleaned, texts are escaped, unsafe addresses refused', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const body = doc(
      { type: 'paragraph', content: [{ type: 'text', text: hostile, marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)' } }] }] },
      { type: 'iframe', attrs: { src: 'https://evil.example/' } },
      { type: 'paragraph', attrs: { onclick: 'alert(4)' }, content: [{ type: 'text', text: 'Fine.' }] },
    );
    const page = await added({ title: hostile, slug: 'hostile', body, seoTitle: hostile.slice(0, 70), seoDescription: hostile, socialImageAlt: hostile });
    const stored = JSON.stringify(page.body);
    expect(stored).not.toContain('javascript:');
    expect(stored).not.toContain('iframe');
    expect(stored).not.toContain('onclick');
    await publish(page);
    const read = await json<PublishedPage>(visitorRead('hostile'));
    expect(read.title).toBe(hostile);
    expect(read.html).not.toMatch(/<script|<img|<iframe|onclick|onerror=alert\(2\)>|javascript:/i);
    expect(read.html).toContain('&lt;script&gt;');

    for (const [field, value] of [
      ['socialImage', 'javascript:alert(1)'],
      ['socialImage', 'data:image/svg+xml,<svg onload=alert(1)>'],
      ['canonicalUrl', 'javascript:alert(1)'],
      ['canonicalUrl', '//evil.example/'],
      ['canonicalUrl', 'http://example.com/'],
    ] as const) {
      const response = await add({ title: 'Unsafe', slug: 'unsafe', [field]: value });
      expect([field, response.status]).toEqual([field, 400]);
    }
    for (const value of ['not a doc', { type: 'doc', content: 'x' }, null, []]) {
      expect((await add({ title: 'Bad body', slug: 'bad-body', body: value })).status).toBe(400);
    }
    expect((await add({ title: '', slug: 'no-title' })).status).toBe(400);
    expect((await add({ title: 'x'.repeat(201), slug: 'long-title' })).status).toBe(400);
    expect((await add({ title: 'SEO', slug: 'seo-long', seoTitle: 'x'.repeat(71) })).status).toBe(400);
    expect((await json<PageRecord[]>(call(''))).filter((one) => ['unsafe', 'bad-body', 'no-title', 'long-title', 'seo-long'].includes(one.slug))).toEqual([]);
  });

  it('moves a page with a redirect from its old address in the same save, and a second move leaves no chain', async () => {
    const page = await publish(await added({ title: 'Local SEO', slug: 'local-seo' }));
    const moved = await json<PageRecord>(save(page, { slug: 'local-search', redirectOldSlug: true }));
    expect(moved.slug).toBe('local-search');
    const old = await t.request('/local-seo', { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, '/local-search']);

    const again = await json<PageRecord>(save(moved, { slug: 'local-search-engine', redirectOldSlug: true }));
    for (const path of ['/local-seo', '/local-search']) {
      const response = await t.request(path, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 301, '/local-search-engine']);
    }

    // Back to an address it had: the redirect from there is dropped, the others lead back to it.
    await json<PageRecord>(save(again, { slug: 'local-search', redirectOldSlug: true }));
    expect((await visitorRead('local-search')).status).toBe(200);
    for (const path of ['/local-seo', '/local-search-engine']) {
      const response = await t.request(path, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 301, '/local-search']);
    }
  });

  it('renames without a redirect when the admin leaves it unchecked: the old address is no page', async () => {
    const page = await publish(await added({ title: 'Case study', slug: 'case-study' }));
    await json<PageRecord>(save(page, { slug: 'case-study-2026', redirectOldSlug: false }));
    expect((await visitorRead('case-study')).status).toBe(404);
    expect((await t.request('/case-study', { redirect: 'manual' })).status).not.toBe(301);
  });

  it('renames both or neither: a redirect that cannot be made keeps the old slug', async () => {
    const page = await publish(await added({ title: 'Audit', slug: 'audit' }));
    // A redirect already starts at the page's own address (an admin made it by hand).
    const manual = await t.request('/api/redirects', {
      method: 'POST',
      headers: admin.headers,
      json: { source: '/audit', target: '/pricing/', statusCode: 302 },
    });
    expect(manual.status).toBe(201);
    const response = await save(page, { slug: 'seo-audit', redirectOldSlug: true });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toContain('/audit is already redirected');
    expect((await json<PageRecord>(call(`/${page.id}`))).slug).toBe('audit');
    expect((await visitorRead('seo-audit')).status).toBe(404);
  });

  it('deletes a page: visitors, the bar and the sitemap lose it', async () => {
    const page = await publish(await added({ title: 'Gone soon', slug: 'gone-soon', showInNav: true }));
    expect((await navPages()).map((one) => one.slug)).toContain('gone-soon');
    const deleted = await call(`/${page.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await visitorRead('gone-soon')).status).toBe(404);
    expect((await navPages()).map((one) => one.slug)).not.toContain('gone-soon');
    expect(await sitemap()).not.toContain('/gone-soon');
    expect((await call(`/${page.id}`)).status).toBe(404);
    expect((await call(`/${page.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('counts an image in a page’s body or social image as a use of the library image: named, and kept from deletion until the page lets go', async () => {
    const chart = await uploadLibraryImage(t, admin, 'chart');
    const share = await uploadLibraryImage(t, admin, 'share');
    const study = await added({
      title: 'Case study',
      slug: 'case-study',
      body: doc(
        paragraph('Before and after.'),
        { type: 'image', attrs: { src: chart.url, alt: 'Traffic chart' } },
        { type: 'blockquote', content: [{ type: 'image', attrs: { src: chart.url, alt: 'The same chart, quoted' } }] },
      ),
    });
    // A draft uses its images too: publishing it must not show a deleted one.
    const teaser = await added({ title: 'Teaser', slug: 'teaser', socialImage: `${t.baseUrl}${share.url}`, socialImageAlt: 'Our offer' });
    // Shown twice, it is used once.
    expect(await libraryUsages(t, admin, chart)).toEqual([
      {
        section: 'sitePages',
        sectionTitle: 'Pages',
        recordId: study.id,
        field: 'blocks',
        fieldLabel: 'Blocks',
        recordLabel: 'Case study',
        editorPath: `/site-pages/${study.id}`,
      },
    ]);
    expect(await libraryUsages(t, admin, share)).toEqual([
      {
        section: 'sitePages',
        sectionTitle: 'Pages',
        recordId: teaser.id,
        field: 'socialImage',
        fieldLabel: 'Social image',
        recordLabel: 'Teaser',
        editorPath: `/site-pages/${teaser.id}`,
      },
    ]);
    expect(await deleteLibraryImage(t, admin, chart)).toEqual([409, '“chart” is used by Pages › Blocks (Case study)']);
    expect(await deleteLibraryImage(t, admin, share)).toEqual([409, '“share” is used by Pages › Social image (Teaser)']);
    expect((await t.request(chart.url)).status).toBe(200);

    expect((await save(study, { body: doc(paragraph('Before and after, in words.')) })).status).toBe(200);
    expect(await libraryUsages(t, admin, chart)).toEqual([]);
    expect(await deleteLibraryImage(t, admin, chart)).toEqual([200, '“chart” is deleted']);
    expect((await call(`/${teaser.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await deleteLibraryImage(t, admin, share)).toEqual([200, '“share” is deleted']);
  });

  it('previews an unsaved body as HTML, cleaned, storing nothing', async () => {
    const before = (await json<PageRecord[]>(call(''))).length;
    const preview = await json<{ html: string }>(
      call('/preview', { method: 'POST', json: { body: doc({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Draft <b>' }] }) } }),
    );
    expect(preview.html).toContain('Draft &lt;b&gt;</h2>');
    expect((await json<PageRecord[]>(call(''))).length).toBe(before);
  });

  it('writes each change to the audit log with the page named', async () => {
    const entries = await json<{ items: { kind: string; action: string; subject: string }[] }>(
      t.request('/api/audit-log?kind=page&pageSize=100', { headers: admin.headers }),
    );
    const actions = new Set(entries.items.map((entry) => entry.action));
    for (const action of ['create', 'update', 'publish', 'unpublish', 'delete']) expect(actions).toContain(action);
    expect(entries.items.some((entry) => entry.subject === 'Page: Gone soon (/gone-soon)')).toBe(true);
  });

  it('opens the back office operations to admins only; visitors read published pages', async () => {
    for (const headers of [{}, customer.headers]) {
      expect((await t.request('/api/pages', { headers })).status).toBeGreaterThanOrEqual(401);
      expect((await t.request('/api/pages', { method: 'POST', headers, json: { title: 'x', slug: 'x', body: doc() } })).status).toBeGreaterThanOrEqual(401);
    }
    expect((await t.request('/api/pages/by-slug/our-method', { headers: customer.headers })).status).toBe(404);
    expect((await t.request('/api/pages/by-slug/first')).status).toBe(200);
  });
});
