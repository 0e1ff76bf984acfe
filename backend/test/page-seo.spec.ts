import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SitemapService } from '../src/seo/sitemap.js';
import { openShop, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { deleteLibraryImage, libraryUsages, uploadLibraryImage } from './library-image.js';
import { UNSAFE_LINKS } from './safe-links.js';

interface PageSeoRecord {
  page: string;
  path: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  socialImageAlt: string;
  noindex: boolean;
  canonicalUrl: string;
  updatedAt: string | null;
}

const EMPTY = { seoTitle: '', seoDescription: '', socialImage: '', socialImageAlt: '', noindex: false, canonicalUrl: '' };

describe("the fixed pages' search appearance (SEO fields)", () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    shop = await openShop(t);
  });
  afterAll(() => t.close());

  const list = () => json<PageSeoRecord[]>(t.request('/api/page-seo', { headers: shop.admin.headers }));
  const put = (page: string, body: unknown) => t.request(`/api/page-seo/${page}`, { method: 'PUT', json: body, headers: shop.admin.headers });
  const pricing = async () => (await list()).find((record) => record.page === 'pricing')!;
  const sitemap = async () => (await t.app.get(SitemapService).file(0)) ?? '';
  /** A refused body: 400 with a message, and the page's settings as they were. */
  const refused = async (body: unknown): Promise<string> => {
    const before = await pricing();
    const response = await put('pricing', body);
    const text = JSON.stringify(await response.json());
    expect([response.status, text]).toEqual([400, expect.any(String)]);
    expect(await pricing()).toEqual(before);
    return text;
  };

  it('lists the five fixed pages with every field empty until an Admin sets them', async () => {
    expect(await list()).toEqual([
      { page: 'home', path: '/', ...EMPTY, updatedAt: null },
      { page: 'service', path: '/service/', ...EMPTY, updatedAt: null },
      { page: 'pricing', path: '/pricing/', ...EMPTY, updatedAt: null },
      { page: 'contact', path: '/contact', ...EMPTY, updatedAt: null },
      { page: 'thanks', path: '/thanks', ...EMPTY, updatedAt: null },
    ]);
    expect((await json<{ pageSeo: object }>(t.request('/api/site'))).pageSeo).toEqual({});
  });

  it('is the back office’s to change: visitors 401, customers 403, nothing stored', async () => {
    expect((await t.request('/api/page-seo')).status).toBe(401);
    expect((await t.request('/api/page-seo', { headers: shop.alice.headers })).status).toBe(403);
    expect((await t.request('/api/page-seo/home', { method: 'PUT', json: { seoTitle: 'Mine' } })).status).toBe(401);
    expect((await t.request('/api/page-seo/home', { method: 'PUT', json: { seoTitle: 'Mine' }, headers: shop.alice.headers })).status).toBe(403);
    expect((await list())[0]).toMatchObject({ page: 'home', seoTitle: '' });
  });

  it('stores the fields trimmed, shows them in the public site data, and an empty save restores the defaults', async () => {
    const response = await put('pricing', {
      seoTitle: '  SEO packages from $99 a month  ',
      seoDescription: 'Three packages, no contracts.',
      socialImage: '/media/4b0e2b9a-4c47-4d8e-9a7e-111111111111',
      socialImageAlt: 'The packages side by side',
      canonicalUrl: 'https://seo.example.com/pricing/',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 'pricing', seoTitle: 'SEO packages from $99 a month', noindex: false, updatedAt: expect.any(String) });
    const { pageSeo } = await json<{ pageSeo: Record<string, object> }>(t.request('/api/site'));
    expect(pageSeo).toEqual({
      pricing: {
        seoTitle: 'SEO packages from $99 a month',
        seoDescription: 'Three packages, no contracts.',
        socialImage: '/media/4b0e2b9a-4c47-4d8e-9a7e-111111111111',
        socialImageAlt: 'The packages side by side',
        canonicalUrl: 'https://seo.example.com/pricing/',
      },
    });
    expect((await put('pricing', {})).status).toBe(200);
    expect(await pricing()).toMatchObject(EMPTY);
    expect((await json<{ pageSeo: object }>(t.request('/api/site'))).pageSeo).toEqual({});
  });

  it('counts a fixed page’s social image as a use of the library image: named, and kept from deletion until cleared', async () => {
    const image = await uploadLibraryImage(t, shop.admin, 'packages');
    expect((await put('pricing', { socialImage: image.url, socialImageAlt: 'The packages side by side' })).status).toBe(200);
    expect((await put('home', { socialImage: image.url, socialImageAlt: 'The packages side by side' })).status).toBe(200);
    expect(await libraryUsages(t, shop.admin, image)).toEqual(
      ['home', 'pricing'].map((page) => ({
        section: 'pageSeo',
        sectionTitle: 'Search appearance',
        recordId: page,
        field: 'socialImage',
        fieldLabel: 'Social image',
        recordLabel: page === 'home' ? '/' : '/pricing/',
        editorPath: '/search-appearance',
      })),
    );
    expect(await deleteLibraryImage(t, shop.admin, image)).toEqual([
      409,
      '“packages” is used by Search appearance › Social image (/), Search appearance › Social image (/pricing/)',
    ]);
    for (const page of ['home', 'pricing']) expect((await put(page, {})).status).toBe(200);
    expect(await deleteLibraryImage(t, shop.admin, image)).toEqual([200, '“packages” is deleted']);
  });

  it('takes a path of the site or an https address as canonical', async () => {
    for (const canonicalUrl of ['/service/', 'https://www.example.com/seo/', '']) {
      expect((await put('service', { canonicalUrl })).status).toBe(200);
    }
  });

  it.each([
    [{ seoTitle: 'x'.repeat(71) }, 'The search title may have at most 70 characters'],
    [{ seoDescription: 'x'.repeat(201) }, 'The meta description may have at most 200 characters'],
    [{ socialImageAlt: 'x'.repeat(201) }, 'The social image description may have at most 200 characters'],
    [{ socialImage: `https://example.com/${'x'.repeat(2048)}` }, 'The social image must be'],
    [{ canonicalUrl: `https://example.com/${'x'.repeat(2048)}` }, 'The canonical address must be'],
    [{ canonicalUrl: 'http://example.com/' }, 'The canonical address must be an https:// address or a path of the site starting with /'],
    [{ canonicalUrl: 'javascript:alert(1)' }, 'The canonical address must be'],
    [{ canonicalUrl: '//evil.example/' }, 'The canonical address must be'],
    [{ canonicalUrl: '/\\evil.example/' }, 'The canonical address must be'],
    [{ canonicalUrl: '/\t/evil.example/' }, 'The canonical address must be'],
    [{ canonicalUrl: '#top' }, 'The canonical address must be'],
    [{ noindex: 'yes' }, 'noindex must be true or false'],
    [{ seoTitle: 42 }, 'seoTitle must be a string'],
    [{ seoTitle: ['a'] }, 'seoTitle must be a string'],
    [{ seoDescription: { text: 'x' } }, 'seoDescription must be a string'],
    [{ seoTitle: 'ok', script: '<script>alert(1)</script>' }, 'property script should not exist'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    expect(await refused(body)).toContain(message);
  });

  // Empty is no link: it means "the site's sharing image".
  it.each(UNSAFE_LINKS.filter((link) => link !== ''))(
    'refuses %j as the social image and as the canonical address, as every image field does',
    async (link) => {
      expect(await refused({ socialImage: link })).toMatch(/The social image must be|contains a NUL character/);
      expect(await refused({ canonicalUrl: link })).toMatch(/The canonical address must be|contains a NUL character/);
    },
  );

  it('stores text as given, to be escaped where it is shown', async () => {
    const seoTitle = '<script>alert(1)</script> & "quotes"';
    expect((await put('thanks', { seoTitle })).status).toBe(200);
    expect((await list()).find((record) => record.page === 'thanks')!.seoTitle).toBe(seoTitle);
    expect((await put('thanks', {})).status).toBe(200);
  });

  it('answers 404 for a page that is not one of the five', async () => {
    for (const page of ['blog', 'contact-us', '..', 'HOME']) expect((await put(page, { seoTitle: 'x' })).status).toBe(404);
  });

  it('leaves a noindex page and a page whose canonical is another out of the sitemap, and lists them again once cleared', async () => {
    expect(await sitemap()).toContain('/pricing/</loc>');
    expect((await put('pricing', { noindex: true })).status).toBe(200);
    expect(await sitemap()).not.toContain('/pricing/</loc>');
    expect(await sitemap()).toContain('/service/</loc>');
    expect((await put('service', { canonicalUrl: '/' })).status).toBe(200);
    expect(await sitemap()).not.toContain('/service/</loc>');
    // A canonical naming the page's own address keeps it listed.
    expect((await put('service', { canonicalUrl: '/service/' })).status).toBe(200);
    expect(await sitemap()).toContain('/service/</loc>');
    expect((await put('pricing', {})).status).toBe(200);
    expect(await sitemap()).toContain('/pricing/</loc>');
  });

  it('writes each save in the audit log', async () => {
    expect((await put('home', { seoTitle: 'Northpeak: SEO for shops' })).status).toBe(200);
    const log = await json<{ items: { subject: string; detail: string | null }[] }>(t.request('/api/audit-log?kind=content', { headers: shop.admin.headers }));
    expect(log.items[0]).toMatchObject({ subject: 'Search appearance: /', detail: 'seoTitle' });
  });
});
