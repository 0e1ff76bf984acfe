/**
 * @jest-environment node
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { ADMIN_PATHS } from '../test/spec-routes';
import { loadAllSections } from '../test/sections';
import { pageAddress, render, type ViteManifest } from './entry-server';
import { themeFor } from './theme';

const manifest: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true, css: ['assets/entry-client-abc.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-def.js' },
  'src/features/public/site-pages/SitePage.tsx': {
    file: 'assets/SitePage-ghi.js',
    css: ['assets/SitePage-ghi.css'],
    imports: ['src/entry-client.tsx', '_shared.js', '_rich-text.js'],
  },
  '_rich-text.js': { file: 'assets/rich-text-jkl.js', css: ['assets/rich-text-jkl.css', 'assets/entry-client-abc.css'] },
};

const site = {
  banner: [
    {
      _id: 'b1',
      bannerHeading: 'Rank higher </script><script>alert(1)</script>',
      bannerText: 'We grow search traffic.',
      imageOne: '/images/banner.svg',
      buttonText: 'Start',
      buttonURL: '/#contact-sec',
      createdAt: '',
      updatedAt: '',
    },
  ],
  copyrights: [{ _id: 'c1', copyrightText: '© 2026 Northpeak Search', createdAt: '', updatedAt: '' }],
  siteIdentity: [{ _id: 'i1', siteName: 'Northpeak Search', createdAt: '', updatedAt: '' }],
  about: [
    {
      _id: '4b7c1a1e-0000-4000-8000-000000000001',
      aboutImgOne: '/a.svg',
      aboutHeading: 'About us',
      aboutDetails: 'Details',
      aboutText: 'Text',
      createdAt: '',
      updatedAt: '',
    },
  ],
};

beforeAll(loadAllSections);

describe('server rendering', () => {
  it('renders the home page as complete HTML with title, description, navigation, footer and assets', async () => {
    const page = await render({ url: '/', site, viewer: null, manifest });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!DOCTYPE html>/);
    expect(page.html).toContain('<title>Northpeak Search — Rank higher &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page.html).toContain('<meta name="description" content="We grow search traffic."/>');
    expect(page.html).toContain('aria-label="Main"');
    expect(page.html).toContain('© 2026 Northpeak Search');
    expect(page.html).toContain('src="/assets/entry-client-abc.js"');
    expect(page.html).toContain('href="/assets/entry-client-abc.css"');
    expect(page.html).toContain('/assets/shared-def.js');
    expect(page.html).not.toContain('<script>alert(1)</script>');
  });

  it("writes the theme's CSS variables as Mantine's provider would for the light scheme, the agency's colour included, once per page", async () => {
    const variables = (html: string) => html.match(/<style data-mantine-styles="true">[^<]*<\/style>/g) ?? [];
    const dark = /\n\n:root\[data-mantine-color-scheme="dark"\][^\n]*/;
    for (const primaryColor of [undefined, '#1c4d8c']) {
      const branded = { ...site, siteIdentity: [{ ...site.siteIdentity[0], ...(primaryColor && { primaryColor }) }] };
      const page = await render({ url: '/', site: branded, viewer: null, manifest });
      const [mantines = ''] = variables(renderToString(<MantineProvider theme={themeFor(primaryColor)} forceColorScheme="light" />));
      expect(mantines).toMatch(dark);
      expect(variables(page.html)).toEqual([mantines.replace(dark, '\n\n')]);
      if (primaryColor) expect(page.html).toContain(`--mantine-color-brand-7: ${primaryColor}`);
    }
  });

  it('renders the owner’s fixed texts on the server, and a truthful notice under forms while a tool sets cookies after consent', async () => {
    const texts = {
      _id: 't1',
      thanksHeading: 'Thanks!',
      thanksBackHome: 'Return to the home page',
      newsletterButton: 'Sign me up',
      createdAt: '',
      updatedAt: '',
    };
    const thanks = await render({ url: '/thanks', site: { ...site, siteTexts: [texts], cookies: { mode: 'afterConsent' } }, viewer: null, manifest });
    expect(thanks.html).toContain('>Return to the home page</a>');
    expect(thanks.html).toContain('Sign me up');
    expect(thanks.html).toContain('Cookies that count visits are set only if you accept them.');
    expect(thanks.html).not.toContain('No cookies track you');
    const plain = await render({ url: '/thanks', site: { ...site, cookies: { mode: 'none' } }, viewer: null, manifest });
    expect(plain.html).toContain('>Back Home</a>');
    expect(plain.html).toContain('No cookies track you on this site.');
  });

  it('gives each public page a canonical link, Open Graph and Twitter tags, and the organisation as JSON-LD', async () => {
    const page = await render({ url: '/contact-us', site, viewer: null, manifest, publicUrl: 'https://seo.example.com' });
    expect(page.html).toContain('<link rel="canonical" href="https://seo.example.com/contact"/>');
    expect(page.html).toContain('<meta property="og:url" content="https://seo.example.com/contact"/>');
    expect(page.html).toContain('<meta property="og:image" content="https://seo.example.com/images/banner.svg"/>');
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jsonLd = page.html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1];
    expect(JSON.parse(jsonLd)['@graph'][0]).toMatchObject({ '@type': 'ProfessionalService', name: 'Northpeak Search', url: 'https://seo.example.com/' });
  });

  it("applies a fixed page's SEO fields from the site data: title, description, image, canonical, noindex", async () => {
    const pageSeo = {
      pricing: { seoTitle: 'SEO packages from $99 a month', seoDescription: 'Three packages, no contracts.', noindex: true, canonicalUrl: '/service/' },
      contact: { socialImage: '/images/office.jpg', socialImageAlt: 'Our office' },
    };
    const pricing = await render({ url: '/pricing/', site: { ...site, pageSeo }, viewer: null, manifest, publicUrl: 'https://seo.example.com' });
    expect(pricing.html).toContain('<title>SEO packages from $99 a month</title>');
    expect(pricing.html).toContain('<meta name="description" content="Three packages, no contracts."/>');
    expect(pricing.html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(pricing.html).toContain('<link rel="canonical" href="https://seo.example.com/service/"/>');
    // /contact-us is /contact's page and takes its settings; other pages keep their defaults.
    const contactUs = await render({ url: '/contact-us', site: { ...site, pageSeo }, viewer: null, manifest, publicUrl: 'https://seo.example.com' });
    expect(contactUs.html).toContain('<meta property="og:image" content="https://seo.example.com/images/office.jpg"/>');
    expect(contactUs.html).toContain('<meta property="og:image:alt" content="Our office"/>');
    expect(contactUs.html).toContain('<meta name="robots" content="max-image-preview:large"/>');
    const home = await render({ url: '/', site: { ...site, pageSeo }, viewer: null, manifest, publicUrl: 'https://seo.example.com' });
    expect(home.html).toContain('<link rel="canonical" href="https://seo.example.com/"/>');
    expect(home.html).toContain('<meta name="robots" content="max-image-preview:large"/>');
  });

  it('draws a library banner as a picture preloaded in the head: AVIF first, at high priority, never lazy', async () => {
    const id = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
    const media = {
      [id]: {
        id,
        hash: 'ab12cd34ef56ab78',
        width: 2400,
        height: 1600,
        alt: 'A consultant at a laptop',
        decorative: false,
        focalX: 0.5,
        focalY: 0.5,
        widths: [320, 640],
        formats: ['avif', 'webp', 'jpeg'],
      },
    };
    const page = await render({ url: '/', site: { ...site, banner: [{ ...site.banner[0], imageOne: `/media/${id}` }], media }, viewer: null, manifest });
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/media\/ab12cd34ef56ab78-320.avif 320w, \/media\/ab12cd34ef56ab78-640.avif 640w" imageSizes="[^"]+" type="image\/avif" fetchPriority="high"\/>/i,
    );
    const picture = page.html.match(/<picture[^>]*>.*?<\/picture>/)?.[0] ?? '';
    expect(picture).toContain('<source type="image/avif" srcSet="/media/ab12cd34ef56ab78-320.avif 320w, /media/ab12cd34ef56ab78-640.avif 640w"');
    expect(picture).toContain('<source type="image/webp"');
    expect(picture).toMatch(/<img [^>]*alt="A consultant at a laptop"/);
    expect(picture).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(picture).not.toContain('loading=');
  });

  it('keeps signed-in areas out of search results', async () => {
    const page = await render({ url: '/dashboard', site, viewer: { email: 'c@x.io', isAdmin: false }, manifest });
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.html).not.toContain('rel="canonical"');
  });

  it('titles the service and pricing pages from their content, with a fixed name when it is empty, and the contact page with its own', async () => {
    const withContent = {
      ...site,
      serviceText: [{ _id: 's1', serviceHeading: 'Search services that pay', servicesubHeading: 'Audits and links', createdAt: '', updatedAt: '' }],
      pricings: [
        {
          _id: 'p1',
          packageName: 'Basic',
          packagePrice: 99,
          points: [],
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
          packageName: 'Premium',
          packagePrice: 499,
          points: [],
          currency: 'USD',
          billing: 'once',
          periods: null,
          setupPrice: null,
          description: '',
          featured: false,
          listed: true,
        },
      ],
      footerAddress: [{ _id: 'f1', location: 'Dublin, Ireland', phoneNumber: '+353 1', emailAddress: 'hi@x.io', createdAt: '', updatedAt: '' }],
    } as unknown as typeof site;
    const titleOf = async (url: string, content: typeof site) =>
      (await render({ url, site: content, viewer: null, manifest })).html.match(/<title>(.*?)<\/title>/)![1];
    expect(await titleOf('/service/', withContent)).toBe('Search services that pay | Northpeak Search');
    expect(await titleOf('/pricing/', withContent)).toBe('SEO packages: Basic, Premium | Northpeak Search');
    expect(await titleOf('/contact', withContent)).toBe('Free SEO analysis | Northpeak Search');
    expect(await titleOf('/service/', site)).toBe('SEO services | Northpeak Search');
    expect(await titleOf('/pricing/', site)).toBe('Pricing | Northpeak Search');
  });

  it('serves /pricing/ and /service/ without redirecting the trailing slash', async () => {
    expect((await render({ url: '/pricing/', site, viewer: null, manifest })).status).toBe(200);
    expect((await render({ url: '/service/', site, viewer: null, manifest })).status).toBe(200);
  });

  it('renders a category’s second page of posts from the params its own route hands the list page', async () => {
    const data = {
      items: [],
      total: 25,
      page: 2,
      pageSize: 10,
      pages: 3,
      blogName: 'Notes',
      category: { name: 'SEO news', slug: 'seo-news', description: null },
      tag: null,
    };
    const page = await render({ url: '/blog/category/seo-news/page/2/', site, viewer: null, manifest, pageData: { kind: 'blog-list', data } });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>SEO news \(page 2\)<\/h1>/);
    expect(page.html).toContain('href="/blog/category/seo-news/">Newer posts');
    expect(page.html).toContain('href="/blog/category/seo-news/page/3/">Older posts');
  });

  it('heads and pages a tag’s posts in the owner’s words, its title and its h1 alike, placeholders filled in', async () => {
    const data = { items: [], total: 25, page: 2, pageSize: 10, pages: 3, blogName: 'Notes', category: null, tag: { name: 'Maps', slug: 'maps' } };
    const draw = async (content: typeof site) =>
      (await render({ url: '/blog/tag/maps/page/2/', site: content, viewer: null, manifest, pageData: { kind: 'blog-list', data } })).html;
    const texts = { _id: 't1', blogTaggedHeading: 'About {tag}', blogPageSuffix: '– part {page}', blogPageOf: '{page}/{pages}', createdAt: '', updatedAt: '' };
    const edited = await draw({ ...site, siteTexts: [texts] } as typeof site);
    expect(edited).toMatch(/<h1[^>]*>About Maps – part 2<\/h1>/);
    expect(edited).toContain('<title>About Maps – part 2 | Northpeak Search</title>');
    expect(edited).toMatch(/>2\/3</);
    const plain = await draw(site);
    expect(plain).toMatch(/<h1[^>]*>Posts tagged Maps \(page 2\)<\/h1>/);
    expect(plain).toContain('<title>Posts tagged Maps (page 2) | Northpeak Search</title>');
    expect(plain).toContain('Page 2 of 3');
  });

  it('renders a page’s blocks on the server, each kind’s component loaded first, its records in place of the site’s', async () => {
    const blocks = [
      {
        id: 'faq',
        kind: 'faq',
        sections: {
          faq: [{ _id: 'faq', faqHeading: 'Questions from Leeds', faqText: 'Asked first.' }],
          faqItems: [{ _id: 'faq-1', accodingTitle: 'Do you visit in person?', accodingText: 'Yes.' }],
        },
      },
      { id: 'why', kind: 'richText', html: '<p>Fixed in Leeds.</p>' },
    ];
    const pageData = { kind: 'page', data: { slug: 'seo-leeds', title: 'SEO in Leeds', html: '<p>Fixed in Leeds.</p>', blocks, media: {}, noindex: false } };
    const page = await render({ url: '/seo-leeds', site, viewer: null, manifest, pageData });
    expect(page.status).toBe(200);
    const main = page.html.slice(page.html.indexOf('<main'));
    expect(main).toMatch(/<h1[^>]*>SEO in Leeds<\/h1>/);
    expect(main).toContain('Questions from Leeds');
    expect(main).toContain('Do you visit in person?');
    expect(main.indexOf('Do you visit in person?')).toBeLessThan(main.indexOf('Fixed in Leeds.'));
  });

  it("writes a lazily loaded page's script and styles into its head (staticData.chunk), and only into its own", async () => {
    const pageData = { kind: 'page', data: { id: 'p1', slug: 'privacy-policy', title: 'Privacy policy', html: '<p>We keep little.</p>', noindex: false } };
    const page = await render({ url: '/privacy-policy', site, viewer: null, manifest, pageData });
    expect(page.status).toBe(200);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    for (const file of ['SitePage-ghi.css', 'rich-text-jkl.css']) expect(head).toMatch(new RegExp(`<link rel="stylesheet" href="/assets/${file}"`));
    for (const file of ['SitePage-ghi.js', 'rich-text-jkl.js']) expect(head).toContain(`href="/assets/${file}"`);
    // What the entry brings is written once.
    expect(head.match(/entry-client-abc\.css/g)).toHaveLength(1);
    expect(head.match(/shared-def\.js/g)).toHaveLength(1);
    const home = await render({ url: '/', site, viewer: null, manifest });
    expect(home.html).not.toContain('SitePage-ghi');
  });

  it('preloads the chunks of the kinds of section a page shows, and only those, and tells the browser to wait for them', async () => {
    // Each kind's chunk, the heading's chunk two kinds share, and the case-study grid with a style of its own.
    const section = (name: string, extra: Partial<ViteManifest[string]> = {}) => ({
      [`src/features/public/sections/${name}.tsx`]: { file: `assets/${name}-x.js`, imports: ['src/entry-client.tsx', '_heading.js'], ...extra },
    });
    const withSections: ViteManifest = {
      ...manifest,
      '_heading.js': { file: 'assets/heading-y.js', imports: ['src/entry-client.tsx'] },
      ...section('Banner'),
      ...section('About'),
      ...section('Faq'),
      ...section('ContactSection'),
      ...section('Pricing'),
      ...section('CaseStudyGrid', { css: ['assets/CaseStudyGrid-z.css'] }),
    };
    const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    // The kinds as the router hands them to the browser (its serialiser writes `sectionKinds:$R[8]=[…]`).
    const kindsToWaitFor = (html: string) => /sectionKinds:(?:\$R\[\d+\]=)?\[([^\]]*)\]/.exec(html)?.[1] ?? '';

    // The home page shows the banner, the about section and the pricing (always shown); its site has no FAQ or contact details.
    const home = (await render({ url: '/', site, viewer: null, manifest: withSections })).html;
    expect(preloaded(home)).toEqual(['shared-def.js', 'Banner-x.js', 'heading-y.js', 'About-x.js', 'Pricing-x.js']);
    expect(kindsToWaitFor(home)).toBe('"banner","about","pricing"');
    expect(home.slice(home.indexOf('<main'))).toContain('About us');

    // A landing page of two kinds (and rich text) preloads those two and their shared heading.
    const blocks = [
      { id: 'faq', kind: 'faq', sections: { faq: [{ _id: 'faq', faqHeading: 'Questions from Leeds' }], faqItems: [] } },
      { id: 'why', kind: 'richText', html: '<p>Fixed in Leeds.</p>' },
      { id: 'grid', kind: 'caseStudies', sections: { siteTexts: [{ _id: 'grid' }] }, amends: 'siteTexts' },
    ];
    const pageData = { kind: 'page', data: { slug: 'seo-leeds', title: 'SEO in Leeds', html: '', blocks, media: {}, noindex: false } };
    const landing = (await render({ url: '/seo-leeds', site, viewer: null, manifest: withSections, pageData })).html;
    expect(preloaded(landing).sort()).toEqual(['CaseStudyGrid-x.js', 'Faq-x.js', 'SitePage-ghi.js', 'heading-y.js', 'rich-text-jkl.js', 'shared-def.js']);
    expect(landing).toMatch(/<link rel="stylesheet" href="\/assets\/CaseStudyGrid-z.css"/);
    expect(kindsToWaitFor(landing)).toBe('"faq","caseStudies"');

    // The contact page: its form alone. The thanks page and the blog show no section.
    expect(preloaded((await render({ url: '/contact', site, viewer: null, manifest: withSections })).html)).toEqual([
      'shared-def.js',
      'ContactSection-x.js',
      'heading-y.js',
    ]);
    const thanks = (await render({ url: '/thanks', site, viewer: null, manifest: withSections })).html;
    expect(preloaded(thanks)).toEqual(['shared-def.js']);
    expect(kindsToWaitFor(thanks)).toBe('');
  });

  it('names each kind of section by the module its loader imports, so the server finds its chunk in the build manifest', async () => {
    const { readFileSync } = await import('node:fs');
    const { SECTION_CHUNKS } = await import('./features/public/blocks/kinds');
    const source = readFileSync(new URL('./features/public/blocks/kinds.ts', import.meta.url), 'utf8');
    const declared = [...source.matchAll(/(\w+): \{\s*chunk: '([^']+)',\s*load: \(\) => import\('\.\.\/sections\/(\w+)'\)/g)];
    expect(Object.fromEntries(declared.map(([, kind, chunk]) => [kind, chunk]))).toEqual(SECTION_CHUNKS);
    for (const [, , chunk, module] of declared) expect(chunk).toBe(`src/features/public/sections/${module}.tsx`);
  });

  it('names in staticData.chunk only modules that exist, so the server finds them in the build manifest', async () => {
    const { createAppRouter } = await import('./router');
    const { createAppState } = await import('./app-state');
    const { existsSync } = await import('node:fs');
    const chunks = Object.values(createAppRouter(createAppState({}, null)).routesById).flatMap((route) => route.options.staticData?.chunk ?? []);
    expect(chunks).toEqual(
      expect.arrayContaining([
        'src/features/public/blog/BlogListPage.tsx',
        'src/features/public/blog/BlogPostPage.tsx',
        'src/features/public/site-pages/SitePage.tsx',
      ]),
    );
    expect(chunks.filter((chunk) => !existsSync(new URL(`../${chunk}`, import.meta.url)))).toEqual([]);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const page = await render({ url: '/no-such-page', site, viewer: null, manifest });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>Page not found | Northpeak Search</title>');
    expect(page.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it('draws the forms, the header, the footer and the not-found page in the owner’s fixed texts, and in today’s words by default', async () => {
    const texts = {
      _id: 't1',
      contactNameLabel: 'Your full name',
      contactMessagePlaceholder: 'Tell us about your site *',
      newsletterPlaceholder: 'name@company.com',
      footerContactHeading: 'Reach us',
      navLogin: 'Sign in',
      emailLabel: 'Work e-mail',
      forgotPasswordLink: 'Lost your password?',
      notFoundHeading: 'Nothing here',
      subscriptionButton: 'Yes, send me the newsletter',
      createdAt: '',
      updatedAt: '',
    };
    const edited = { ...site, siteTexts: [texts] };
    const contact = (await render({ url: '/contact', site: edited, viewer: null, manifest })).html;
    expect(contact).toMatch(/<label[^>]*>Your full name<span/);
    expect(contact).toContain('placeholder="Tell us about your site *"');
    expect(contact).toContain('placeholder="name@company.com"');
    expect(contact).toMatch(/<h2[^>]*>Reach us<\/h2>/);
    expect(contact).toMatch(/<a[^>]*href="\/login"[^>]*>Sign in<\/a>/);
    const login = (await render({ url: '/login', site: edited, viewer: null, manifest })).html;
    expect(login).toContain('Work e-mail');
    expect(login).toContain('Lost your password?');
    expect((await render({ url: '/confirm-subscription?token=abc', site: edited, viewer: null, manifest })).html).toContain('Yes, send me the newsletter');
    const missing = await render({ url: '/no-such-page', site: edited, viewer: null, manifest });
    expect(missing.html).toContain('<title>Nothing here | Northpeak Search</title>');
    expect(missing.html).toMatch(/<h1[^>]*>Nothing here<\/h1>/);

    const plain = (await render({ url: '/contact', site, viewer: null, manifest })).html;
    expect(plain).toMatch(/<label[^>]*>Name<span/);
    expect(plain).toContain('placeholder="Your website and what you would like to improve *"');
    expect(plain).toContain('placeholder="Your e-mail"');
    expect(plain).toMatch(/<h2[^>]*>Contact<\/h2>/);
    expect(plain).toMatch(/<a[^>]*href="\/login"[^>]*>Log in<\/a>/);
    const plainLogin = (await render({ url: '/login', site, viewer: null, manifest })).html;
    expect(plainLogin).toContain('Forgot password?');
    expect((await render({ url: '/confirm-subscription?token=abc', site, viewer: null, manifest })).html).toContain('Confirm my subscription');
  });

  it('heads the fixed pages, the about button and the case studies in the owner’s fixed texts, and in today’s words by default', async () => {
    const texts = {
      _id: 't1',
      servicePageHeading: 'What we do',
      pricingPageHeading: 'Packages',
      aboutContactButton: 'Talk to us',
      caseStudiesListHeading: 'Our work',
      caseStudiesNone: 'Nothing to show yet.',
      createdAt: '',
      updatedAt: '',
    };
    const edited = { ...site, siteTexts: [texts] };
    const list = { kind: 'case-study-list', path: '/case-studies/', data: { items: [], industries: [], services: [] } };
    const draw = async (url: string, content: typeof site, pageData?: typeof list) =>
      (await render({ url, site: content, viewer: null, manifest, pageData })).html;
    expect(await draw('/service/', edited)).toMatch(/<h1[^>]*>What we do<\/h1>/);
    expect(await draw('/pricing/', edited)).toMatch(/<h1[^>]*>Packages<\/h1>/);
    expect(await draw('/', edited)).toMatch(/<a href="#contact-sec"[^>]*>Talk to us<\/a>/);
    const studies = await draw('/case-studies/', edited, list);
    expect(studies).toMatch(/<h1[^>]*>Our work<\/h1>/);
    expect(studies).toContain('Nothing to show yet.');

    expect(await draw('/service/', site)).toMatch(/<h1[^>]*>Our SEO services<\/h1>/);
    expect(await draw('/pricing/', site)).toMatch(/<h1[^>]*>Pricing<\/h1>/);
    expect(await draw('/', site)).toMatch(/<a href="#contact-sec"[^>]*>Contact Us<\/a>/);
    const plainStudies = await draw('/case-studies/', site, list);
    expect(plainStudies).toMatch(/<h1[^>]*>Case studies<\/h1>/);
    expect(plainStudies).toContain('No case studies yet.');
  });

  it('answers a deeper unknown path with 404 too', async () => {
    const page = await render({ url: '/no/such/page', site, viewer: null, manifest });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>Page not found | Northpeak Search</title>');
  });

  it('matches the about editor only for an existing about id', async () => {
    expect((await render({ url: '/some-random-slug', site, viewer: { email: 'a@x.io', isAdmin: true }, manifest })).status).toBe(404);
    expect((await render({ url: '/4b7c1a1e-0000-4000-8000-000000000001', site, viewer: { email: 'a@x.io', isAdmin: true }, manifest })).status).toBe(200);
  });

  it('sends an anonymous visitor of a signed-in area to /login, remembering the way back', async () => {
    const page = await render({ url: '/admin', site, viewer: null, manifest });
    expect(page.status).toBe(307);
    expect(page.headers.location).toBe('/login?redirect=%2Fadmin');
  });

  it('sends a signed-in visitor of /login on to the dashboard', async () => {
    const page = await render({ url: '/login', site, viewer: { email: 'c@x.io', isAdmin: false }, manifest });
    expect(page.status).toBe(307);
    expect(page.headers.location).toBe('/dashboard');
  });

  it('writes its inline scripts without a nonce: a cached page is the same for every visitor, its CSP lists their hashes', async () => {
    const page = await render({ url: '/', site, viewer: null, manifest });
    expect(page.html).toMatch(/<script[^>]*>[^<]+<\/script>/);
    expect(page.html).not.toContain('nonce');
  });

  const ID = '4b7c1a1e-0000-4000-8000-000000000099';
  const adminUrls = ADMIN_PATHS.map((path) => path.replace('$id', ID));

  it.each(adminUrls)('answers an admin at %s with its back-office page, not the 404 page', async (url) => {
    const page = await render({ url, site, viewer: { email: 'a@x.io', isAdmin: true }, manifest });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Northpeak Search back office');
    expect(page.html).not.toContain('Page not found');
  });

  it.each(ADMIN_PATHS.map((path) => path.replace('$id', ID)))('sends an anonymous visitor of %s to /login', async (url) => {
    const page = await render({ url, site, viewer: null, manifest });
    expect(page.status).toBe(307);
    expect(page.headers.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);
  });

  it.each(['/admin', '/add-user', '/total-orders', `/package-edit/${ID}`])('refuses a signed-in customer at %s and shows the ways back', async (url) => {
    const page = await render({ url, site, viewer: { email: 'c@x.io', isAdmin: false }, manifest });
    expect(page.status).toBe(200);
    expect(page.html).toContain('You don&#x27;t have any permission');
    expect(page.html).toContain('href="/dashboard"');
    expect(page.html).not.toContain('Total Sales');
  });
});

describe('the analysis report page', () => {
  it('is drawn from the stand-in token, kept from search engines, with its heading and the progress line', async () => {
    const { address } = pageAddress('/analysis/s3cret-t0ken', site);
    const page = await render({ url: address, site, viewer: null, manifest });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.html).toContain('Your free SEO analysis');
    expect(page.html).toContain('Your analysis is about to start…');
    expect(page.html).not.toContain('s3cret-t0ken');
  });
});

describe('page addresses', () => {
  const ABOUT = site.about[0]._id;
  it.each([
    ['/login?redirect=%2Fdashboard', '/login?redirect=%2Fdashboard'],
    ['/register?redirect=/order-now/0b8f0a5e-2c1d-4e5f-9a7b-1c2d3e4f5a6b&x=1', '/register?redirect=%2Forder-now%2F0b8f0a5e-2c1d-4e5f-9a7b-1c2d3e4f5a6b'],
    // Only a plain path is drawn in: any other is added in the browser once hydrated.
    ['/login?redirect=%2Fblog%2F%3Fpage%3D2', '/login'],
    ['/login?redirect=%2F%2Fevil.example', '/login'],
    ['/login?redirect=%2FDashboard', '/login'],
    ['/login?utm_source=x', '/login'],
    ['/reset', '/reset'],
    ['/reset?token=', '/reset'],
    ['/reset?token=a1b2-c3d4', '/reset?token=from-the-link'],
    ['/setup?token=a1b2-c3d4', '/setup?token=from-the-link'],
    ['/verify-email?token=a1b2-c3d4', '/verify-email?token=from-the-link'],
    ['/confirm-subscription?token=a1b2-c3d4', '/confirm-subscription?token=from-the-link'],
    [`/${ABOUT}`, `/${ABOUT}`],
    ['/order-now/p1?x=1', '/order-now/p1'],
    // The analysis report's secret is its last segment: every report shares the stand-in's render.
    ['/analysis/Zx9-abc_def0123456789', '/analysis/from-the-link'],
    ['/analysis/another-token?utm_source=mail', '/analysis/from-the-link'],
  ])('renders %s from %s', (url, address) => {
    expect(pageAddress(url, site)).toEqual({ address, found: true });
  });

  // The pages for search engines say so: the server answers every other spelling of them with a 301 to the address.
  it.each([
    ['/', '/'],
    ['/?utm_source=x&utm_medium=y', '/'],
    ['/pricing/', '/pricing/'],
    ['/pricing', '/pricing/'],
    ['/PRICING/?ref=x', '/pricing/'],
    ['/contact/', '/contact'],
    ['/Service', '/service/'],
  ])('renders the indexable %s from %s', (url, address) => {
    expect(pageAddress(url, site)).toEqual({ address, found: true, indexable: true });
  });

  // One segment that is a slug may be one of the agency's pages: the server asks the pages for it
  // (data) and renders the one not-found page when none has it. /%70ricing/ is the slug "pricing",
  // which no page may take.
  it.each([
    ['/nope', '/nope'],
    ['/About-Us/', '/about-us'],
    ['/%70ricing/', '/pricing'],
  ])('leaves %s to the pages, under %s', (url, address) => {
    expect(pageAddress(url, site)).toEqual({ address, found: true, data: true, indexable: true });
  });

  it.each([
    '/nope/deeper',
    '/not-found/page',
    '/favicon.svg',
    '//evil.example/',
    '//evil.example/pricing/',
    '/\\evil.example/',
    '/\t/evil.example',
    '/pricing/\n',
    '/not_a_slug',
  ])('finds no page at %p', (url) => {
    expect(pageAddress(url, site)).toEqual({ address: '/not-found/page', found: false });
  });

  // The markup, without the router's state (stamped with the render's time, and marking where a not-found was thrown).
  // The document names the path it was drawn for (data-path, which the browser takes up); the rest is the same page.
  const markup = (html: string) => html.split('<script data-tsr-stream-part')[0].replace(/ data-path="[^"]*"/, '');
  it.each([
    '/?utm_source=x',
    '/PRICING',
    '/contact/',
    '/login?redirect=%2Fdashboard',
    '/login?redirect=%2Fblog%2F%3Fpage%3D2',
    '/register?redirect=%2Forder-now%2Fp1',
    '/reset?token=secret-token-123',
    '/setup?token=secret-token-123',
    '/verify-email?token=secret-token-123',
    '/confirm-subscription?token=secret-token-123',
    '/nope',
    '/nope/deeper',
  ])('renders the page %s asks for from its address, the visitor’s token never in it', async (url) => {
    const asked = await render({ url, site, viewer: null, manifest });
    const { address } = pageAddress(url, site);
    const kept = await render({ url: address, site, viewer: null, manifest });
    expect(kept.status).toBe(asked.status);
    expect(markup(kept.html)).toBe(markup(asked.html));
    expect(kept.html).not.toContain('secret-token-123');
  });

  // A click on "Sign Up" before the page's script has run still leads on to the order.
  it('draws the way back to an order into the sign-up and log-in links of the server-rendered page', async () => {
    const login = await render({ url: pageAddress('/login?redirect=%2Forder-now%2Fp1', site).address, site, viewer: null, manifest });
    expect(login.html).toContain('href="/register?redirect=%2Forder-now%2Fp1"');
    const register = await render({ url: pageAddress('/register?redirect=%2Forder-now%2Fp1', site).address, site, viewer: null, manifest });
    expect(register.html).toContain('href="/login?redirect=%2Forder-now%2Fp1"');
  });

  it('names the path a page was drawn for, which a case or slash variant of the address takes up in the browser', async () => {
    const drawn = await render({ url: pageAddress('/Pricing', site).address, site, viewer: null, manifest });
    expect(drawn.html).toContain('data-path="/pricing/"');
  });

  it.each(ADMIN_PATHS.map((path) => path.replace('$id', 'x1')))('keeps the back-office page %s under its own path', (url) => {
    expect(pageAddress(url, site)).toEqual({ address: url, found: true });
  });
});
