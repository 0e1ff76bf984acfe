/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { render, type ViteManifest } from './entry-server';
import { jsonLdProblems } from '../test/json-ld';

/*
 * What crawlers read in the server's HTML (issue 44, items 3 to 8): robots directives, descriptions,
 * the images of the first view, structured data, the share tags and valid HTML in the head and body.
 */

const manifest: ViteManifest = { 'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true, css: ['assets/entry-client-abc.css'] } };
const publicUrl = 'https://northpeak.example';
const stamp = { createdAt: '', updatedAt: '' };
const MEDIA_ID = '4b0e2b9a-4c47-4d8e-9a7e-111111111111';
const ICON_ID = '4b0e2b9a-4c47-4d8e-9a7e-222222222222';

/** The rebranded site of the issue: an Edinburgh agency with a 1200 × 630 share image and a square icon in the library. */
const site = {
  siteIdentity: [
    {
      _id: 'i1',
      siteName: 'Northpeak Search',
      locale: 'en-GB',
      xHandle: 'northpeak',
      shareImage: `/media/${MEDIA_ID}`,
      touchIcon: `/media/${ICON_ID}`,
      openingHours: 'Mo-Fr 09:00-17:30; Sa 10:00-14:00',
      metaDescription: 'Search engine optimisation from Edinburgh.',
      ...stamp,
    },
  ],
  logo: [{ _id: 'l1', logo: '/images/logo.svg', ...stamp }],
  banner: [
    { _id: 'b1', bannerHeading: 'Be found', bannerText: 'We grow search traffic.', imageOne: '/images/banner.svg', buttonText: 'Go', buttonURL: '/', ...stamp },
  ],
  footerAddress: [
    {
      _id: 'f1',
      phoneNumber: '+44 131 496 0000',
      emailAddress: 'hello@northpeak.example',
      location: '12 Rose Street, Edinburgh EH2 2PR, Scotland, United Kingdom of Great Britain',
      streetAddress: '12 Rose Street',
      addressLocality: 'Edinburgh',
      postalCode: 'EH2 2PR',
      addressCountry: 'GB',
      latitude: '55.9533',
      longitude: '-3.1883',
      ...stamp,
    },
  ],
  footerSocial: [
    {
      _id: 's1',
      aboutText: 'Follow us',
      youlink: 'https://www.youtube.com/',
      fblink: 'https://www.facebook.com/northpeak',
      links: 'https://www.linkedin.com/company/northpeak\nhttps://x.com/northpeak\nhttps://www.instagram.com/',
      ...stamp,
    },
  ],
  faqItems: [{ _id: 'q1', accodingTitle: 'How long?', accodingText: 'Months.', ...stamp }],
  media: {
    [MEDIA_ID]: {
      id: MEDIA_ID,
      hash: 'aaaaaaaaaaaaaaaa',
      width: 1200,
      height: 630,
      alt: 'Edinburgh at dusk',
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
      widths: [320, 640, 960, 1200],
      formats: ['avif', 'webp', 'jpeg'],
    },
    [ICON_ID]: {
      id: ICON_ID,
      hash: 'bbbbbbbbbbbbbbbb',
      width: 512,
      height: 512,
      alt: 'Northpeak',
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
      widths: [320, 512],
      formats: ['avif', 'webp', 'png'],
    },
  },
};

const cover = {
  id: 'm3',
  hash: 'cccccccccccccccc',
  width: 1600,
  height: 900,
  alt: 'A map',
  decorative: false,
  focalX: 0.5,
  focalY: 0.5,
  widths: [320, 640, 960, 1280, 1600],
  formats: ['avif', 'webp', 'jpeg'],
};
const summary = (n: number) => ({
  id: `p${n}`,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  excerpt: `Excerpt ${n}`,
  coverImage: `/media/4b0e2b9a-4c47-4d8e-9a7e-00000000000${n}`,
  coverImageAlt: 'A map',
  coverMedia: cover,
  publishedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  readingMinutes: 2,
  category: null,
  tags: [],
  author: null,
});
const list = (extra: Record<string, unknown>) => ({
  items: [summary(1), summary(2)],
  total: 12,
  page: 1,
  pageSize: 10,
  pages: 2,
  blogName: 'Insights',
  blogDescription: 'Notes on search from our Edinburgh desk.',
  ...extra,
});
const post = {
  ...summary(1),
  category: { id: 'c1', slug: 'local-seo', name: 'Local SEO' },
  tags: [
    { id: 't1', slug: 'maps', name: 'Maps' },
    { id: 't2', slug: 'reviews', name: 'Reviews' },
    { id: 't3', slug: 'citations', name: 'Citations' },
  ],
  html: '<p>Body</p>',
  seo: { seoTitle: null, seoDescription: null, socialImage: null, socialImageAlt: null, noindex: false, canonicalUrl: null },
  authorMedia: null,
  related: [],
  blogName: 'Insights',
};

type PageData = { kind: string; data: unknown };
const page = async (url: string, pageData?: PageData) => (await render({ url, site: site as never, viewer: null, manifest, publicUrl, pageData })).html;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('<body'));
const metas = (html: string, key: string) =>
  [...head(html).matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((match) => match[1].replace(/&amp;/g, '&'));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&');
type Node = Record<string, unknown> & { '@type': string };
const graph = (html: string): Node[] => {
  const source = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  expect(jsonLdProblems(source)).toEqual([]);
  return (JSON.parse(source) as { '@graph': Node[] })['@graph'];
};
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const business = (html: string) => ofType(graph(html), 'ProfessionalService')[0];

const blogPost = { kind: 'blog-post', data: post };
const freePage = (blocks: unknown[], extra: Record<string, unknown> = {}): PageData => ({
  kind: 'page',
  data: { id: 'pg', slug: 'local-seo-edinburgh', title: 'Local SEO in Edinburgh', html: '', blocks, media: {}, noindex: false, ...extra },
});

describe('indexing directives (item 3)', () => {
  it('lets every indexable page show large image previews, and keeps sign-in, sign-up, reset and thanks out with noindex', async () => {
    for (const url of ['/', '/service/', '/pricing/', '/contact']) expect([url, metas(await page(url), 'robots')]).toEqual([url, ['max-image-preview:large']]);
    expect(metas(await page('/blog/', { kind: 'blog-list', data: list({}) }), 'robots')).toEqual(['max-image-preview:large']);
    expect(metas(await page('/blog/post-1', blogPost), 'robots')).toEqual(['max-image-preview:large']);
    for (const url of ['/login', '/register', '/reset', '/thanks']) expect([url, metas(await page(url), 'robots')]).toEqual([url, ['noindex, follow']]);
  });
});

describe('the largest image of the first view (item 4)', () => {
  it('loads the first card’s cover on /blog/ at once and first, the others lazily', async () => {
    const images = [...body(await page('/blog/', { kind: 'blog-list', data: list({}) })).matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const covers = images.filter((img) => img.includes('cccccccccccccccc'));
    expect(covers).toHaveLength(2);
    expect(covers[0]).toContain('loading="eager"');
    expect(covers[0]).toContain('fetchPriority="high"');
    expect(covers[1]).toContain('loading="lazy"');
  });
});

describe('descriptions (item 5)', () => {
  it('gives /blog/, its later pages, every tag page and the account and thanks pages descriptions of their own', async () => {
    const described = new Map<string, string[]>();
    const add = async (url: string, pageData?: PageData) => described.set(url, metas(await page(url, pageData), 'description'));
    await add('/blog/', { kind: 'blog-list', data: list({}) });
    await add('/blog/page/2/', { kind: 'blog-list', data: list({ page: 2, items: [summary(3)] }) });
    await add('/blog/tag/maps/', { kind: 'blog-list', data: list({ tag: { id: 't1', slug: 'maps', name: 'Maps', posts: 2, version: 1 } }) });
    await add('/blog/tag/reviews/', {
      kind: 'blog-list',
      data: list({ tag: { id: 't2', slug: 'reviews', name: 'Reviews', posts: 1, version: 1 }, items: [summary(4)] }),
    });
    for (const url of ['/', '/login', '/register', '/reset', '/thanks']) await add(url);
    expect(described.get('/blog/')).toEqual(['Notes on search from our Edinburgh desk.']);
    expect(described.get('/blog/page/2/')).toEqual(['Insights, page 2 of 2: Post number 3']);
    expect(described.get('/blog/tag/maps/')).toEqual(['Posts tagged Maps: Post number 1 · Post number 2']);
    const all = [...described.values()].map((each) => each.join());
    expect(new Set(all).size).toBe(all.length);
    // None falls back to the site's default description.
    expect(all.filter((each) => each === 'Search engine optimisation from Edinburgh.')).toEqual([]);
  });
});

describe('structured data (item 6)', () => {
  it('lists only profiles in sameAs, the footer’s free list of networks among them', async () => {
    expect(business(await page('/')).sameAs).toEqual([
      'https://www.facebook.com/northpeak',
      'https://www.linkedin.com/company/northpeak',
      'https://x.com/northpeak',
    ]);
  });

  it('shows the footer’s networks by name, whichever field holds them', async () => {
    const footer = body(await page('/')).slice(body(await page('/')).indexOf('<footer'));
    for (const name of ['>Facebook<', '>YouTube<', '>LinkedIn<', '>X<', '>Instagram<']) expect(footer).toContain(name);
  });

  it('names the brand’s square icon as the logo (at least 112 × 112), never the header’s wordmark', async () => {
    expect(business(await page('/')).logo).toMatchObject({ '@type': 'ImageObject', url: `${publicUrl}/media/${ICON_ID}`, width: 512, height: 512 });
    const unset = { ...site, siteIdentity: [{ ...site.siteIdentity[0], touchIcon: undefined }] };
    const html = (await render({ url: '/', site: unset as never, viewer: null, manifest, publicUrl })).html;
    expect(business(html).logo).toEqual({ '@type': 'ImageObject', url: `${publicUrl}/apple-touch-icon.png`, width: 180, height: 180 });
  });

  it('says opening hours as OpeningHoursSpecification, with the coordinates and a contact point', async () => {
    const agency = business(await page('/'));
    expect(agency.openingHours).toBeUndefined();
    expect(agency.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
    expect(agency.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 55.9533, longitude: -3.1883 });
    expect(agency.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: '+44 131 496 0000', email: 'hello@northpeak.example' });
  });

  it('marks the FAQ up once, on the home page', async () => {
    expect(ofType(graph(await page('/')), 'FAQPage')).toHaveLength(1);
    expect(ofType(graph(await page('/pricing/')), 'FAQPage')).toHaveLength(0);
  });

  it('gives a BreadcrumbList only to pages that show a breadcrumb, naming the blog by its name, the same steps as the visible trail', async () => {
    for (const url of ['/service/', '/pricing/', '/contact', '/login']) expect([url, ofType(graph(await page(url)), 'BreadcrumbList')]).toEqual([url, []]);
    const html = await page('/blog/post-1', blogPost);
    const [trail] = ofType(graph(html), 'BreadcrumbList');
    const names = (trail.itemListElement as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['Northpeak Search', 'Insights', 'Local SEO', 'Post number 1']);
    const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(body(html))?.[0] ?? '';
    expect([...nav.matchAll(/<li[^>]*>(?:<a [^>]*>)?([^<]*)/g)].map((match) => match[1])).toEqual(names);
    expect(nav).toContain('aria-current="page"');
    const pageHtml = await page('/local-seo-edinburgh', freePage([{ id: 'r', kind: 'richText', html: '<p>Hi</p>' }]));
    expect(ofType(graph(pageHtml), 'BreadcrumbList')).toHaveLength(1);
    expect(body(pageHtml)).toContain('aria-label="Breadcrumb"');
  });

  it('makes the business the author of a post without a byline, and a person the author of one with', async () => {
    const anonymous = ofType(graph(await page('/blog/post-1', blogPost)), 'BlogPosting')[0];
    expect(anonymous.author).toEqual({ '@id': `${publicUrl}/#organization` });
    const signed = { kind: 'blog-post', data: { ...post, author: { name: 'Ada Lovelace', photo: null, url: 'https://www.linkedin.com/in/ada' } } };
    expect(ofType(graph(await page('/blog/post-1', signed)), 'BlogPosting')[0].author).toEqual({
      '@type': 'Person',
      name: 'Ada Lovelace',
      url: 'https://www.linkedin.com/in/ada',
    });
  });
});

describe('share tags, feed, icons and valid HTML (item 7)', () => {
  it('keeps every article:tag of a post', async () => {
    expect(metas(await page('/blog/post-1', blogPost), 'article:tag')).toEqual(['Maps', 'Reviews', 'Citations']);
  });

  it('gives the share image its size, and the locale and X handle', async () => {
    const html = await page('/');
    expect(metas(html, 'og:image')).toEqual([`${publicUrl}/media/${MEDIA_ID}`]);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    expect(metas(html, 'og:locale')).toEqual(['en_GB']);
    expect(metas(html, 'twitter:site')).toEqual(['@northpeak']);
  });

  it('links the feed from every public page', async () => {
    for (const url of ['/', '/service/', '/pricing/', '/contact', '/login'])
      expect([url, head(await page(url))]).toEqual([url, expect.stringContaining('<link rel="alternate" type="application/atom+xml" href="/blog/feed.xml"')]);
    expect(head(await page('/local-seo-edinburgh', freePage([])))).toContain('href="/blog/feed.xml"');
  });

  it('keeps the contact page’s title short, whatever the address', async () => {
    const contact = title(await page('/contact')) ?? '';
    expect(contact).toBe('Free SEO analysis | Northpeak Search');
    expect(contact.length).toBeLessThanOrEqual(60);
  });

  it('writes no <style> in the body, and no sizes without srcset', async () => {
    for (const [url, data] of [['/'], ['/blog/', { kind: 'blog-list', data: list({}) }], ['/blog/post-1', blogPost]] as [string, PageData?][]) {
      const html = await page(url, data);
      expect([url, body(html).match(/<style\b/g)]).toEqual([url, null]);
      expect([url, head(html)]).toEqual([url, expect.stringContaining('<style data-mantine-styles="true">')]);
      for (const [img] of body(html).matchAll(/<img [^>]*>/g)) if (img.includes('sizes=')) expect(img).toContain('srcSet=');
    }
  });
});

describe('a free page’s search title (item 8)', () => {
  it('is the whole <title>, with no site name added', async () => {
    expect(title(await page('/local-seo-edinburgh', freePage([], { seoTitle: 'Local SEO in Edinburgh that fills your diary' })))).toBe(
      'Local SEO in Edinburgh that fills your diary',
    );
    expect(title(await page('/local-seo-edinburgh', freePage([])))).toBe('Local SEO in Edinburgh | Northpeak Search');
  });
});
