import { describe, expect, it } from '@jest/globals';
import { createAppState } from '../app-state';
import { publicRoutes } from '../routes/public';
import { pageHead } from './head';
import { jsonLdProblems } from '../../test/json-ld';
import { blogPostingLd, postBreadcrumbs, registerPageLd, withStructuredData } from './structured-data';
import type { SiteData } from './types';
// What the server entry registers for the blog's posts and the pages of the site.
import '../features/public/blog/blog-structured-data';
import '../features/public/site-pages/site-page-structured-data';

const stamp = { createdAt: '', updatedAt: '' };
const site = {
  siteIdentity: [
    {
      _id: 'i1',
      siteName: 'Northpeak Search',
      legalName: 'Northpeak Search GmbH',
      businessType: 'ProfessionalService',
      openingHours: 'Mo-Fr 09:00-17:00',
      priceRange: '$$',
      socialProfiles: 'https://www.linkedin.com/company/northpeak\nnot-a-url',
      shareImage: '/images/share.png',
      shareImageAlt: 'Mountains at dawn',
      ...stamp,
    },
  ],
  logo: [{ _id: 'l1', logo: '/images/northpeak.svg', ...stamp }],
  footerAddress: [
    {
      _id: 'f1',
      phoneNumber: '+49 30 1234567',
      emailAddress: 'hello@northpeak.example',
      location: 'Alexanderplatz 1, 10178 Berlin',
      streetAddress: 'Alexanderplatz 1',
      addressLocality: 'Berlin',
      postalCode: '10178',
      addressCountry: 'DE',
      ...stamp,
    },
  ],
  footerSocial: [
    { _id: 's1', aboutText: 'Follow', youlink: 'https://youtube.com/@northpeak', fblink: 'https://facebook.com/northpeak', inslink: '', ...stamp },
  ],
  pricings: [
    {
      _id: 'p1',
      packageName: 'Basic',
      packagePrice: 99,
      packagePointOne: 'Audit',
      packagePointTwo: 'Keywords',
      points: ['Audit', 'Keywords'],
      packageButtonText: 'Order',
      currency: 'USD',
      billing: 'once',
      periods: null,
      setupPrice: null,
      description: '',
      featured: false,
      listed: true,
    },
    {
      _id: 'p2',
      packageName: 'Growth Plus',
      packagePrice: 249.5,
      packagePointOne: 'Everything in Basic',
      points: ['Everything in Basic'],
      packageButtonText: 'Order',
      currency: 'USD',
      billing: 'once',
      periods: null,
      setupPrice: null,
      description: '',
      featured: false,
      listed: true,
    },
  ],
  faqItems: [
    { _id: 'q1', accodingTitle: 'How long until results?', accodingText: 'Weeks for fixes, months for links.', ...stamp },
    { _id: 'q2', accodingTitle: 'Is there a contract?', accodingText: 'No, month to month.', ...stamp },
  ],
  testimonials: [{ _id: 't1', image: '/p.svg', personName: 'Ann', personTitle: 'CEO', desc: 'Great', ...stamp }],
} as unknown as SiteData;

type Node = Record<string, unknown> & { '@type': string };
const state = withStructuredData(createAppState(site, null, 'https://northpeak.example'));

function graphOf(path: string, title = 'Page'): Node[] {
  const head = pageHead(state, title, undefined, path);
  const script = head.scripts?.find((s) => s.type === 'application/ld+json');
  const parsed = JSON.parse(script!.children) as { '@context': string; '@graph': Node[] };
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);

/** Properties Google requires (or recommends as the minimum) for each type we emit. */
const REQUIRED: Record<string, string[]> = {
  ProfessionalService: ['@id', 'name', 'url', 'address'],
  WebSite: ['name', 'url'],
  WebPage: ['@id', 'url', 'name', 'isPartOf', 'about'],
  Service: ['name', 'provider', 'offers'],
  FAQPage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
};

const PUBLIC_PATHS = publicRoutes.map((route) => ('path' in route.options ? String(route.options.path) : ''));

describe('structured data of every public page', () => {
  it.each(PUBLIC_PATHS)('%s: one graph of known schema.org types, each with its required properties', (path) => {
    const graph = graphOf(path);
    for (const node of graph) {
      expect(Object.keys(REQUIRED)).toContain(node['@type']);
      for (const property of REQUIRED[node['@type']]) expect([node['@type'], property, node[property] !== undefined]).toEqual([node['@type'], property, true]);
    }
    expect(ofType(graph, 'ProfessionalService')).toHaveLength(1);
    expect(ofType(graph, 'WebSite')).toHaveLength(1);
    // Reviews of a business on its own site are self-serving by Google's rules: never marked up.
    expect(JSON.stringify(graph)).not.toMatch(/"Review"|"AggregateRating"/);
  });

  it('describes the agency as the business type it chose, with a postal address, contact details, hours and profiles, and no geo coordinates until set', () => {
    const [business] = ofType(graphOf('/'), 'ProfessionalService');
    expect(business).toMatchObject({
      '@id': 'https://northpeak.example/#organization',
      name: 'Northpeak Search',
      legalName: 'Northpeak Search GmbH',
      url: 'https://northpeak.example/',
      // The header logo is no library image of a known size: the site's own square icon stands in.
      logo: { '@type': 'ImageObject', url: 'https://northpeak.example/apple-touch-icon.png', width: 180, height: 180 },
      image: 'https://northpeak.example/images/share.png',
      email: 'hello@northpeak.example',
      telephone: '+49 30 1234567',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
      ],
      priceRange: '$$',
      address: { '@type': 'PostalAddress', streetAddress: 'Alexanderplatz 1', addressLocality: 'Berlin', postalCode: '10178', addressCountry: 'DE' },
      sameAs: ['https://facebook.com/northpeak', 'https://youtube.com/@northpeak', 'https://www.linkedin.com/company/northpeak'],
    });
    expect(business).not.toHaveProperty('geo');
  });

  it('an organisation that is not a local business carries no opening hours or price range', () => {
    const organisation = withStructuredData(
      createAppState({ ...site, siteIdentity: [{ ...site.siteIdentity![0], businessType: 'Organization' }] } as SiteData, null, 'https://northpeak.example'),
    );
    const script = pageHead(organisation, 'Home', undefined, '/').scripts![0];
    const [business] = (JSON.parse(script.children) as { '@graph': Node[] })['@graph'];
    expect(business['@type']).toBe('Organization');
    expect(business).not.toHaveProperty('openingHoursSpecification');
    expect(business).not.toHaveProperty('priceRange');
  });

  it.each(['/', '/pricing/'])('%s offers each package as a service at its price, at a public address (not the order page)', (path) => {
    const services = ofType(graphOf(path), 'Service');
    expect(services).toEqual([
      expect.objectContaining({
        name: 'Basic SEO package',
        description: 'Audit; Keywords',
        provider: { '@id': 'https://northpeak.example/#organization' },
        offers: { '@type': 'Offer', price: '99.00', priceCurrency: 'USD', url: 'https://northpeak.example/pricing/#package-basic' },
      }),
      expect.objectContaining({
        name: 'Growth Plus SEO package',
        offers: expect.objectContaining({ price: '249.50', url: 'https://northpeak.example/pricing/#package-growth-plus' }),
      }),
    ]);
    expect(JSON.stringify(services)).not.toContain('/order-now/');
  });

  it('marks up the FAQ on the home page, each question with its answer, and not again on /pricing/', () => {
    expect(ofType(graphOf('/pricing/'), 'FAQPage')).toEqual([]);
    const [faq] = ofType(graphOf('/'), 'FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'How long until results?', acceptedAnswer: { '@type': 'Answer', text: 'Weeks for fixes, months for links.' } },
      { '@type': 'Question', name: 'Is there a contract?', acceptedAnswer: { '@type': 'Answer', text: 'No, month to month.' } },
    ]);
  });

  it('gives the fixed pages no breadcrumb, since they show none', () => {
    for (const path of ['/', '/contact', '/pricing/', '/service/']) expect([path, ofType(graphOf(path, 'Page'), 'BreadcrumbList')]).toEqual([path, []]);
  });

  it('names the site in titles and Open Graph, with the sharing image and its description', () => {
    const head = pageHead(state, 'Pricing', undefined, '/pricing/');
    const meta = (key: string) =>
      head.meta.find((m) => ('property' in m && m.property === key) || ('name' in m && m.name === key)) as { content: string } | undefined;
    expect(head.meta[0]).toEqual({ title: 'Pricing | Northpeak Search' });
    expect(meta('og:site_name')?.content).toBe('Northpeak Search');
    expect(meta('og:image')?.content).toBe('https://northpeak.example/images/share.png');
    expect(meta('og:image:alt')?.content).toBe('Mountains at dawn');
    expect(meta('twitter:image')?.content).toBe('https://northpeak.example/images/share.png');
    expect(meta('twitter:image:alt')?.content).toBe('Mountains at dawn');
  });
});

describe('library images in the head and the structured data', () => {
  const LOGO = '0b7c8a34-1d2e-4f50-9a6b-7c8d9e0f1a2b';
  const BANNER = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
  const item = (id: string, width: number, height: number, alt: string, widths: number[], formats: string[]) => ({
    id,
    hash: `${id.slice(0, 8)}00000000`,
    width,
    height,
    alt,
    decorative: alt === '',
    focalX: 0.5,
    focalY: 0.5,
    widths,
    formats,
  });
  const library = withStructuredData(
    createAppState(
      {
        ...site,
        logo: [{ _id: 'l1', logo: `/media/${LOGO}`, ...stamp }],
        banner: [{ _id: 'b1', bannerHeading: 'Rank higher', bannerText: 'Grow', imageOne: `/media/${BANNER}`, buttonText: 'Go', buttonURL: '/', ...stamp }],
        media: {
          [LOGO]: item(LOGO, 600, 160, 'Northpeak Search logo', [320, 600], ['avif', 'webp', 'png']),
          [BANNER]: item(BANNER, 2400, 1600, 'A consultant at a laptop', [320, 640, 960, 1280, 1920], ['avif', 'webp', 'jpeg']),
        },
      } as unknown as SiteData,
      null,
      'https://northpeak.example',
    ),
  );

  it('describes a library logo as an ImageObject at the size its address serves, captioned with its alt text', () => {
    const script = pageHead(library, 'Home', undefined, '/').scripts![0];
    const [business] = (JSON.parse(script.children) as { '@graph': Node[] })['@graph'];
    expect(business.logo).toEqual({
      '@type': 'ImageObject',
      url: `https://northpeak.example/media/${LOGO}`,
      width: 600,
      height: 160,
      caption: 'Northpeak Search logo',
    });
  });

  it('preloads the home page’s library banner in AVIF at high priority, with the picture’s sizes; other pages preload nothing', () => {
    const preload = pageHead(library, 'Home', undefined, '/').links!.find((link) => link.rel === 'preload');
    expect(preload).toMatchObject({ as: 'image', type: 'image/avif', fetchPriority: 'high' });
    expect((preload as { imageSrcSet: string }).imageSrcSet).toBe(
      [320, 640, 960, 1280, 1920].map((width) => `/media/5e6f7a8b00000000-${width}.avif ${width}w`).join(', '),
    );
    expect((preload as { imageSizes: string }).imageSizes).toContain('100vw');
    expect(pageHead(library, 'Pricing', undefined, '/pricing/').links!.some((link) => link.rel === 'preload')).toBe(false);
    expect(pageHead(state, 'Home', undefined, '/').links!.some((link) => link.rel === 'preload')).toBe(false);
  });
});

describe('every public page’s JSON-LD as Google reads it (test/json-ld.ts)', () => {
  const jsonLd = (path: string, title = 'Page', from = state) =>
    pageHead(from, title, undefined, path).scripts!.find((script) => script.type === 'application/ld+json')!.children;

  it.each(PUBLIC_PATHS)('%s parses, every node typed, every reference resolved, addresses absolute, required properties present', (path) => {
    expect(jsonLdProblems(jsonLd(path))).toEqual([]);
  });

  it('puts a WebPage on every page, part of the website and about the business, with a trail only where one shows', () => {
    const graph = graphOf('/pricing/', 'Pricing');
    const [page] = ofType(graph, 'WebPage');
    expect(page).toMatchObject({
      '@id': 'https://northpeak.example/pricing/#webpage',
      url: 'https://northpeak.example/pricing/',
      isPartOf: { '@id': 'https://northpeak.example/#website' },
      about: { '@id': 'https://northpeak.example/#organization' },
    });
    expect(page.breadcrumb).toBeUndefined();
  });

  it('adds a blog post’s BlogPosting and its trail through the blog when the page data says so, and the result is sound', () => {
    const url = 'https://northpeak.example/blog/link-building';
    registerPageLd('post-for-test', (from, data, at) => ({
      nodes: [blogPostingLd(from, data as Parameters<typeof blogPostingLd>[1])],
      breadcrumb: postBreadcrumbs(from, { name: 'Insights', url: 'https://northpeak.example/blog/' }, 'Link building', at),
    }));
    const posted = withStructuredData(createAppState(site, null, 'https://northpeak.example'));
    Object.assign(posted, {
      pageData: {
        kind: 'post-for-test',
        data: {
          url,
          headline: 'Link building that lasts',
          description: 'How we earn links.',
          image: '/images/cover.jpg',
          datePublished: '2026-11-01T09:00:00Z',
          dateModified: '2026-11-03T10:00:00Z',
          author: { name: 'Ada Lovelace' },
          section: 'Guides',
          keywords: ['links'],
        },
      },
    });
    const source = jsonLd('/blog/link-building', 'Link building', posted);
    expect(jsonLdProblems(source)).toEqual([]);
    const graph = (JSON.parse(source) as { '@graph': Node[] })['@graph'];
    expect(ofType(graph, 'BlogPosting')[0]).toMatchObject({
      headline: 'Link building that lasts',
      image: 'https://northpeak.example/images/cover.jpg',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: { '@id': 'https://northpeak.example/#organization' },
      mainEntityOfPage: { '@id': `${url}#webpage` },
    });
    expect((ofType(graph, 'BreadcrumbList')[0].itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Northpeak Search',
      'Insights',
      'Link building',
    ]);
  });

  it('renders a blog post from its page data (the public API’s answer) with a BlogPosting (author, dates, image) and the trail Home › Blog › category › post', () => {
    const posted = withStructuredData(createAppState(site, null, 'https://northpeak.example'));
    const url = 'https://northpeak.example/blog/internal-links';
    Object.assign(posted, {
      pageData: {
        kind: 'blog-post',
        path: '/blog/internal-links',
        data: {
          id: 'b1',
          slug: 'internal-links',
          title: 'How internal links lift new pages',
          excerpt: 'Why a new page needs links from the pages that rank.',
          html: '<p>Body</p>',
          author: { name: 'Ada Lovelace', photo: '/images/ada.jpg' },
          authorMedia: null,
          category: { id: 'c1', slug: 'guides', name: 'Guides' },
          tags: [{ id: 't1', slug: 'links', name: 'Links' }],
          coverImage: '/images/cover.jpg',
          coverImageAlt: 'A site map',
          coverMedia: null,
          publishedAt: '2026-11-01T09:00:00.000Z',
          updatedAt: '2026-11-03T10:00:00.000Z',
          readingMinutes: 3,
          related: [],
          blogName: 'Insights',
          seo: { canonicalUrl: null, noindex: false, seoDescription: null, seoTitle: null, socialImage: null, socialImageAlt: null },
        },
      },
    });
    const source = jsonLd('/blog/internal-links', 'Internal links, explained | Northpeak Search', posted);
    expect(jsonLdProblems(source)).toEqual([]);
    const graph = (JSON.parse(source) as { '@graph': Node[] })['@graph'];
    expect(ofType(graph, 'BlogPosting')).toHaveLength(1);
    expect(ofType(graph, 'BlogPosting')[0]).toMatchObject({
      '@id': `${url}#article`,
      headline: 'How internal links lift new pages',
      description: 'Why a new page needs links from the pages that rank.',
      image: 'https://northpeak.example/images/cover.jpg',
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-03T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ada Lovelace', image: 'https://northpeak.example/images/ada.jpg' },
      publisher: { '@id': 'https://northpeak.example/#organization' },
      mainEntityOfPage: { '@id': `${url}#webpage` },
      articleSection: 'Guides',
      keywords: 'Links',
    });
    const trails = ofType(graph, 'BreadcrumbList');
    expect(trails).toHaveLength(1);
    expect(trails[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Northpeak Search', item: 'https://northpeak.example/' },
      { '@type': 'ListItem', position: 2, name: 'Insights', item: 'https://northpeak.example/blog/' },
      { '@type': 'ListItem', position: 3, name: 'Guides', item: 'https://northpeak.example/blog/category/guides/' },
      { '@type': 'ListItem', position: 4, name: 'How internal links lift new pages', item: url },
    ]);
  });

  it('renders a page of the site from its page data with its WebPage and the trail Home › page, named by the page’s title', () => {
    const paged = withStructuredData(createAppState(site, null, 'https://northpeak.example'));
    const url = 'https://northpeak.example/about-us';
    Object.assign(paged, {
      pageData: {
        kind: 'page',
        path: '/about-us',
        data: {
          slug: 'about-us',
          title: 'About us',
          html: '<p>We are a small agency.</p>',
          description: 'We are a small agency.',
          seoTitle: '',
          canonicalUrl: url,
          noindex: false,
          socialImage: '',
          socialImageAlt: '',
          publishedAt: '2026-11-01T09:00:00.000Z',
          updatedAt: '2026-11-02T09:00:00.000Z',
        },
      },
    });
    // The head's title is the SEO title; the trail names the page by its own title.
    const source = jsonLd('/about-us', 'Who we are | Northpeak Search', paged);
    expect(jsonLdProblems(source)).toEqual([]);
    const graph = (JSON.parse(source) as { '@graph': Node[] })['@graph'];
    expect(ofType(graph, 'WebPage')).toEqual([expect.objectContaining({ '@id': `${url}#webpage`, url, breadcrumb: { '@id': `${url}#breadcrumb` } })]);
    const trails = ofType(graph, 'BreadcrumbList');
    expect(trails).toHaveLength(1);
    expect(trails[0]).toMatchObject({ '@id': `${url}#breadcrumb` });
    expect((trails[0].itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item])).toEqual([
      ['Northpeak Search', 'https://northpeak.example/'],
      ['About us', url],
    ]);
  });

  it('says where a location page’s business serves and its branch’s address, part of the agency', () => {
    const paged = withStructuredData(createAppState(site, null, 'https://northpeak.example'));
    const url = 'https://northpeak.example/technical-seo-leeds';
    Object.assign(paged, {
      pageData: {
        kind: 'page',
        path: '/technical-seo-leeds',
        data: {
          slug: 'technical-seo-leeds',
          title: 'Technical SEO in Leeds',
          html: '',
          blocks: [],
          media: {},
          areaServed: ['Leeds', 'West Yorkshire'],
          branchAddress: { streetAddress: '1 Park Row', addressLocality: 'Leeds', postalCode: 'LS1 5HN', addressCountry: 'GB' },
          description: '',
          seoTitle: '',
          canonicalUrl: '',
          noindex: false,
          socialImage: '',
          socialImageAlt: '',
          publishedAt: null,
          updatedAt: '2026-11-02T09:00:00.000Z',
        },
      },
    });
    const source = jsonLd('/technical-seo-leeds', 'Technical SEO in Leeds | Northpeak Search', paged);
    expect(jsonLdProblems(source)).toEqual([]);
    const graph = (JSON.parse(source) as { '@graph': Node[] })['@graph'];
    expect(graph.find((node) => node['@id'] === `${url}#location`)).toEqual({
      '@type': 'ProfessionalService',
      '@id': `${url}#location`,
      name: 'Northpeak Search: Technical SEO in Leeds',
      url,
      parentOrganization: { '@id': 'https://northpeak.example/#organization' },
      areaServed: [
        { '@type': 'Place', name: 'Leeds' },
        { '@type': 'Place', name: 'West Yorkshire' },
      ],
      address: { '@type': 'PostalAddress', streetAddress: '1 Park Row', addressLocality: 'Leeds', postalCode: 'LS1 5HN', addressCountry: 'GB' },
    });
  });

  it('finds what is wrong: unparsable, untyped, dangling references, relative addresses, missing article fields', () => {
    expect(jsonLdProblems('{')[0]).toMatch(/does not parse/);
    const bad = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { name: 'untyped' },
        { '@type': 'WebPage', '@id': 'https://x.example/#p', url: '/relative', name: 'P', isPartOf: { '@id': 'https://x.example/#nowhere' } },
        { '@type': 'BlogPosting', headline: 'x'.repeat(111), author: { name: 'A' } },
      ],
    });
    const problems = jsonLdProblems(bad).join('\n');
    expect(problems).toMatch(/graph node has no @type/);
    expect(problems).toMatch(/names no node of the graph/);
    expect(problems).toMatch(/\/relative is not an absolute address/);
    expect(problems).toMatch(/headline missing or invalid/);
    expect(problems).toMatch(/datePublished missing or invalid/);
    expect(problems).toMatch(/publisher missing or invalid/);
  });
});
