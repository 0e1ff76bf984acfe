import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service.js';
import type { SiteService } from '../site/site.service.js';
import type { FrontendBundle, RenderInput } from './frontend-bundle.js';
import type { SearchEngineSettings } from '../seo/analytics.js';
import { consentTag, siteTools } from '../seo/site-tools.js';
import { PageDataRegistry } from './page-data.js';
import { isReservedSlug } from '../redirects/redirect-rules.js';
import { closingScriptHashes, inlineScriptHashes, PageRenderer, robotsTxt, servePages } from './page-renderer.js';

/** A page as the frontend writes it: structured data, the router's state inline, the client entry from a file. */
const pageHtml = (url: string, data?: unknown) =>
  '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
  `<h1>${url}</h1>${data === undefined ? '' : JSON.stringify(data)}${'<p>Search engine optimisation.</p>'.repeat(50)}` +
  `<script data-tsr-stream-part="">self.$_TSR={url:${JSON.stringify(url)},at:${Date.now()}}</script>` +
  '<script type="module" src="/assets/entry-client.js" async=""></script><script>document.currentScript.remove()</script></body></html>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The frontend's pages in this stand-in: `/gone/…` matches a route whose render finds nothing,
 * `/p/{slug}` a route that shows data of its own (lowercase slugs; the registry knows some).
 */
const PAGES = ['/', '/pricing/', '/contact'];
const pageAddress = (url: string) => {
  const path = url.split('?')[0];
  if (PAGES.includes(path) || /^\/(order-now|gone)\/\w+$/.test(path)) return { address: path, found: true };
  if (/^\/p\/[\w-]+\/?$/.test(path)) return { address: path.toLowerCase().replace(/\/$/, ''), found: true, data: true };
  return { address: '/not-found/page', found: false };
};

/**
 * The real renderer and its Fastify wiring, with a stand-in for the frontend's server bundle that
 * counts its renders, and a count of the requests that went past the cache to routing.
 */
function pagesServer(
  maxBytes?: number,
  options: {
    analytics?: Partial<SearchEngineSettings>;
    viewer?: { email: string; isAdmin: boolean };
    pages?: Record<string, string>;
    /** the embeds the stand-in render reports, by page address */
    embeds?: Record<string, string[]>;
  } = {},
) {
  const renders: RenderInput[] = [];
  const bundle: FrontendBundle = {
    clientDir: '',
    manifest: {},
    render: async (input) => {
      renders.push(input);
      const { found, data } = pageAddress(input.url);
      const shown = found && !input.url.startsWith('/gone/') && (!data || input.pageData !== undefined);
      return { status: shown ? 200 : 404, html: pageHtml(input.url, input.pageData?.data), embeds: options.embeds?.[input.url] };
    },
    pageAddress,
  };
  const snapshot = { version: 'v1', data: {} };
  const site = { current: async () => snapshot, currentIfKnown: () => snapshot } as unknown as SiteService;
  const auth = { viewerForPage: async () => options.viewer ?? null } as unknown as AuthService;
  const pageData = new PageDataRegistry();
  const resolved: string[] = [];
  pageData.register('/p/', {
    resolve: async (path) => {
      resolved.push(path);
      return options.pages?.[path] === undefined ? undefined : { kind: 'page', data: { title: options.pages[path] } };
    },
  });
  const renderer = new PageRenderer(
    bundle,
    site,
    auth,
    'https://seo.example.com',
    'https://www.paypal.com',
    async (forAdmin) => siteTools(options.analytics ?? {}, '/assets/consent-abc.js', forAdmin),
    maxBytes,
    pageData,
    { findIfKnown: () => null },
  );
  // As app.factory.ts wires it: the renderer may answer on the server's request event, before Fastify.
  const fastify = Fastify({
    serverFactory: (handler) => createServer((request, response) => renderer.answerEarly(request, response, 'request-id') ?? handler(request, response)),
  });
  void fastify.register(cookie);
  servePages(fastify, renderer);
  const routed: string[] = [];
  fastify.addHook('preHandler', async (request) => {
    routed.push(request.url);
  });
  /** A GET over real HTTP, so that the server's request event (and the early answer) comes first. */
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const address = fastify.server.listening
      ? fastify.server.address()
      : await fastify.listen({ port: 0, host: '127.0.0.1' }).then(() => fastify.server.address());
    const response = await fetch(`http://127.0.0.1:${(address as AddressInfo).port}${url}`, { headers });
    return { statusCode: response.status, etag: response.headers.get('etag'), body: await response.text() };
  };
  return { fastify, renders, renderer, routed, resolved, get };
}

describe('page answers', () => {
  let fastify: FastifyInstance;
  afterEach(() => fastify.close());

  const decoded = (encoding: string | undefined, body: Buffer) =>
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

  it.each([
    // header sent by the client, the coding it must get (undefined: the page as it is)
    [undefined, undefined],
    ['', undefined],
    ['br;q=0, gzip;q=0, identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['identity;q=0, *;q=0', undefined],
    ['deflate', undefined],
    ['br;q=0.5, identity', undefined],
    ['gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.8, *;q=0.1', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR', 'br'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0.001', 'br'],
  ])('honours Accept-Encoding %p with %p', async (acceptEncoding, expected) => {
    let renders: RenderInput[];
    ({ fastify, renders } = pagesServer());
    const response = await fastify.inject({ method: 'GET', url: '/', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(decoded(expected, response.rawPayload)).toContain('<h1>/</h1>');
    expect(renders).toHaveLength(1);
  });
});

describe('the page cache', () => {
  let fastify: FastifyInstance;
  afterEach(() => fastify.close());

  it('renders / once for 200 different query strings and answers the later ones before routing', async () => {
    const { fastify: server, renders, routed, get } = pagesServer();
    fastify = server;
    const first = await get('/?utm_source=first');
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await get(`/?utm_source=${i}&ref=${i * 7}`));
    expect(answers.map((answer) => [answer.statusCode, answer.etag])).toEqual(answers.map(() => [200, first.etag]));
    expect(renders.map((input) => input.url)).toEqual(['/']);
    expect(routed).toEqual(['/?utm_source=first']);
  });

  it('never answers a visitor carrying a sign-in cookie from the anonymous copy: their page may sign them in again', async () => {
    const { fastify: server, routed, get } = pagesServer();
    fastify = server;
    await get('/');
    await get('/', { cookie: 'rankwell_session=a-sign-in' });
    await get('/', { cookie: 'rankwell_access=a-token' });
    await get('/');
    expect(routed).toEqual(['/', '/', '/']);
  });

  it('renders the not-found page once for 200 paths that are no page, protocol-relative ones included', async () => {
    const { fastify: server, renders } = pagesServer();
    fastify = server;
    const paths = Array.from({ length: 200 }, (_, i) => (i % 2 ? `/missing-${i}/page` : `//host-${i}.example/`));
    const answers = [];
    for (const path of paths) answers.push(await fastify.inject({ url: path }));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.headers.etag}`)).size).toBe(1);
    expect(answers[0].statusCode).toBe(404);
    expect(renders.map((input) => input.url)).toEqual(['/not-found/page']);
  });

  it('keeps no render of a page found missing at a path its route matched', async () => {
    const { fastify: server, renders, renderer } = pagesServer();
    fastify = server;
    for (let i = 0; i < 5; i++) expect((await fastify.inject({ url: `/gone/${i}` })).statusCode).toBe(404);
    expect(renders).toHaveLength(5);
    expect(renderer.cachedBytes).toBe(0);
  });

  it('renders a page with the data its source found, keeps it, and answers it again before routing without asking the source', async () => {
    const { fastify: server, renders, routed, resolved, get } = pagesServer(undefined, { pages: { '/p/about-us': 'About <us>' } });
    fastify = server;
    const answers = [];
    for (const url of ['/p/about-us', '/p/About-Us/', '/p/about-us?ref=x', '/p/about-us']) answers.push(await get(url));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0].body).toContain('<h1>/p/about-us</h1>{"title":"About <us>"}');
    expect(renders.map((input) => [input.url, input.pageData])).toEqual([['/p/about-us', { kind: 'page', data: { title: 'About <us>' } }]]);
    expect(resolved).toEqual(['/p/about-us']);
    expect(routed).toEqual(['/p/about-us']);
  });

  it('renders the one not-found page for 200 slugs no source knows, keeping nothing for them', async () => {
    const { fastify: server, renders, renderer, resolved } = pagesServer(undefined, { pages: { '/p/about-us': 'About us' } });
    fastify = server;
    const missing = await fastify.inject({ url: '/nowhere/at-all' });
    const bytes = renderer.cachedBytes;
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await fastify.inject({ url: `/p/random-${i}` }));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.headers.etag}`))).toEqual(new Set([`404 ${missing.headers.etag}`]));
    expect(renders.map((input) => input.url)).toEqual(['/not-found/page']);
    expect(renders[0].pageData).toBeUndefined();
    expect(renderer.cachedBytes).toBe(bytes);
    expect(resolved).toHaveLength(200);
  });

  it('holds the kept pages under its byte bound, dropping the least recently used first', async () => {
    const bound = 40_000;
    const { fastify: server, renders, renderer } = pagesServer(bound);
    fastify = server;
    const ids = Array.from({ length: 100 }, (_, i) => `/order-now/o${i}`);
    for (const id of ids) {
      expect((await fastify.inject({ url: id })).statusCode).toBe(200);
      expect(renderer.cachedBytes).toBeLessThanOrEqual(bound);
    }
    expect(renderer.cachedBytes).toBeGreaterThan(bound / 2);
    const rendered = renders.length;
    await fastify.inject({ url: ids[99] });
    expect(renders).toHaveLength(rendered);
    await fastify.inject({ url: ids[0] });
    expect(renders).toHaveLength(rendered + 1);
  });
});

describe('the content security policy of a page', () => {
  let fastify: FastifyInstance;
  afterEach(() => fastify.close());

  it('allows the inline scripts of the page by their hashes, the same policy for every visitor, with no nonce', async () => {
    let renders: RenderInput[];
    ({ fastify, renders } = pagesServer());
    const [first, second] = [await fastify.inject({ url: '/' }), await fastify.inject({ url: '/' })];
    const policy = first.headers['content-security-policy'] as string;
    expect(second.headers['content-security-policy']).toBe(policy);
    expect(policy).not.toContain('nonce-');

    // The router's inline scripts by their hashes; the JSON-LD is a data block, which browsers neither run nor check.
    const inline = [...first.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(([, content]) => content);
    expect(inline).toHaveLength(2);
    const scriptSources = policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    expect(scriptSources).toEqual(['script-src', "'self'", ...inline.map(sha256)]);
    expect(renders).toHaveLength(1);
  });

  const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  const PAGE_HASHES = ['document.currentScript.remove()'].map(sha256);

  it.each([
    ['Plausible', { analyticsTool: 'Plausible', plausibleDomain: 'northpeak.example' }, ['https://plausible.io'], ['https://plausible.io'], 0],
    [
      'Matomo without cookies',
      { analyticsTool: 'Matomo', matomoUrl: 'https://m.example.org/', matomoSiteId: '4', matomoMode: 'Without cookies' },
      ['https://m.example.org'],
      ['https://m.example.org'],
      1,
    ],
    [
      'Google Analytics 4',
      { analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' },
      ['https://www.googletagmanager.com'],
      ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      0,
    ],
  ] as const)(
    '%s: the page gains the tool’s tags in its head and the CSP exactly its origins',
    async (_name, analytics, scriptOrigins, connectOrigins, inlineAdded) => {
      ({ fastify } = pagesServer(undefined, { analytics }));
      const page = await fastify.inject({ url: '/' });
      const expected = siteTools(analytics, '/assets/consent-abc.js');
      expect(page.body).toContain(`${expected.head}${consentTag(expected, false)}</head>`);
      expect(page.body.includes('data-consent')).toBe(expected.consent.length > 0);
      const policy = directives(page.headers['content-security-policy'] as string);
      const added = inlineAdded ? [sha256(/<script>([^<]*)<\/script>/.exec(expected.head)![1])] : [];
      expect(new Set(policy['script-src'])).toEqual(
        new Set(["'self'", ...scriptOrigins, ...PAGE_HASHES, sha256('self.$_TSR={url:"/",at:' + /at:(\d+)/.exec(page.body)![1] + '}'), ...added]),
      );
      expect(policy['connect-src']).toEqual(["'self'", ...connectOrigins]);
      // Nothing else moves.
      const { fastify: plain } = pagesServer();
      const without = directives((await plain.inject({ url: '/' })).headers['content-security-policy'] as string);
      await plain.close();
      for (const name of Object.keys(without)) if (name !== 'script-src' && name !== 'connect-src') expect([name, policy[name]]).toEqual([name, without[name]]);
    },
  );

  it('leaves analytics out of the pages an Admin is shown', async () => {
    ({ fastify } = pagesServer(undefined, {
      analytics: { analyticsTool: 'Plausible', plausibleDomain: 'northpeak.example' },
      viewer: { email: 'a@example.com', isAdmin: true },
    }));
    const page = await fastify.inject({ url: '/' });
    expect(page.body).not.toContain('plausible');
    expect(page.headers['content-security-policy']).not.toContain('plausible');
  });

  describe('embeds and the tools beside analytics (issue 43)', () => {
    const CALENDLY = 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1';
    const YOUTUBE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    const consentOf = (body: string) =>
      JSON.parse((/data-consent="([^"]*)"/.exec(body)?.[1] ?? 'null').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
        tools: unknown[];
        texts: { text: string };
      } | null;

    it('frames exactly the origins of the page’s embeds, and nothing on a page without one', async () => {
      ({ fastify } = pagesServer(undefined, { embeds: { '/': [CALENDLY, YOUTUBE], '/pricing/': [YOUTUBE] } }));
      const home = await fastify.inject({ url: '/' });
      expect(directives(home.headers['content-security-policy'] as string)['frame-src']).toEqual(['https://calendly.com', 'https://www.youtube-nocookie.com']);
      // Calendly sets cookies: the banner comes with the page, though no tool is configured.
      expect(consentOf(home.body)).toMatchObject({ tools: [], texts: { text: expect.stringContaining('other services') } });
      const pricing = await fastify.inject({ url: '/pricing/' });
      expect(directives(pricing.headers['content-security-policy'] as string)['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
      // A video from the privacy-enhanced host waits for no consent.
      expect(consentOf(pricing.body)).toBeNull();
      const contact = await fastify.inject({ url: '/contact' });
      expect(contact.headers['content-security-policy']).not.toContain('frame-src');
    });

    it('takes no frame origin from a render on trust: a src that is no canonical embed adds none', async () => {
      ({ fastify } = pagesServer(undefined, { embeds: { '/': ['https://evil.example/frame', "https://calendly.com/x 'unsafe-inline'"] } }));
      const home = await fastify.inject({ url: '/' });
      expect(home.headers['content-security-policy']).not.toContain('frame-src');
      expect(consentOf(home.body)).toBeNull();
    });

    it('tracking tools: each adds exactly its own origins, and loads only through the consent chunk', async () => {
      const { fastify: plain } = pagesServer();
      const without = directives((await plain.inject({ url: '/' })).headers['content-security-policy'] as string);
      await plain.close();
      ({ fastify } = pagesServer(undefined, { analytics: { metaPixelId: '123456789012345', hotjarSiteId: '1234567' } }));
      const page = await fastify.inject({ url: '/' });
      const policy = directives(page.headers['content-security-policy'] as string);
      expect(policy['script-src'].filter((source) => source.startsWith('https:'))).toEqual(['https://connect.facebook.net', 'https://*.hotjar.com']);
      expect(policy['connect-src']).toEqual([
        "'self'",
        'https://connect.facebook.net',
        'https://www.facebook.com',
        'https://*.hotjar.com',
        'https://*.hotjar.io',
        'wss://*.hotjar.com',
      ]);
      expect(policy['img-src']).toEqual([...without['img-src'], 'https://www.facebook.com', 'https://*.hotjar.com']);
      expect(page.body).not.toContain('fbevents');
      expect(consentOf(page.body)).toMatchObject({
        tools: [
          { tool: 'metaPixel', id: '123456789012345' },
          { tool: 'hotjar', id: '1234567' },
        ],
      });
      for (const name of Object.keys(without))
        if (!['script-src', 'connect-src', 'img-src'].includes(name)) expect([name, policy[name]]).toEqual([name, without[name]]);
    });

    it('writes the site-verification tags into the head, escaped, also on the pages an Admin is shown', async () => {
      const verification = { googleVerification: 'AbC_123-xyzXYZ0123456789', bingVerification: '0123456789ABCDEF0123456789ABCDEF', naverVerification: 'a"b' };
      ({ fastify } = pagesServer(undefined, { analytics: verification, viewer: { email: 'a@example.com', isAdmin: true } }));
      const page = await fastify.inject({ url: '/' });
      expect(page.body).toContain(
        '<meta name="google-site-verification" content="AbC_123-xyzXYZ0123456789"><meta name="msvalidate.01" content="0123456789ABCDEF0123456789ABCDEF"><meta name="naver-site-verification" content="a&quot;b"></head>',
      );
    });
  });

  it('allows no script that the content of a page carries: only those the document writes after the app', async () => {
    ({ fastify } = pagesServer(undefined, { pages: { '/p/smuggled': '<script>steal()</script>' } }));
    const page = await fastify.inject({ url: '/p/smuggled' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script>steal()</script>');
    const policy = directives(page.headers['content-security-policy'] as string);
    expect(policy['script-src']).not.toContain(sha256('steal()'));
    expect(policy['script-src']).toEqual([
      "'self'",
      sha256('self.$_TSR={url:"/p/smuggled",at:' + /at:(\d+)/.exec(page.body)![1] + '}'),
      sha256('document.currentScript.remove()'),
    ]);
  });

  it('hashes only the run of inline scripts that ends the body, whatever comes before it', () => {
    const html =
      '<!DOCTYPE html><html><head><script>head()</script><script type="application/ld+json">{}</script></head><body>' +
      '<div><script>smuggled()</script></div><p><script>inParagraph()</script>\n</p>' +
      '<div><script>beforeAFakeEnd()</script></body></div><footer>…</footer><script>scroll()</script><!--/$-->\n' +
      '<script data-tsr-stream-part="">state()</script> <script type="module" src="/assets/entry.js" async=""></script>' +
      '<SCRIPT>boundary()</SCRIPT ></body></html>';
    expect(closingScriptHashes(html)).toEqual([sha256('scroll()'), sha256('state()'), sha256('boundary()')]);
    expect(closingScriptHashes('<div><script>a()</script></div>')).toEqual([]);
    expect(closingScriptHashes('<body><p>x</p><script>a()</script></p></body>')).toEqual([]);
  });

  it('hashes the text between the tags of each inline script and skips scripts loaded from a file', () => {
    const html = '<script>a()</script><SCRIPT type="module">b()</SCRIPT ><script src="/c.js"></script><script>a()</script><script>\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('\n')]);
  });
});

/** Whether a robots.txt path rule matches a path (with its query) as Google reads it: from the start, `*` any characters, a final `$` the end. */
function ruleMatches(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const pattern = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(path);
}

/** The Disallow rules of robots.txt (its one `*` group) that keep a crawler from the path. */
const disallowing = (robots: string, path: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .filter((rule) => rule && ruleMatches(rule, path));

describe('search engine files', () => {
  it('reads robots rules as search engines do (the test’s own matcher)', () => {
    expect(ruleMatches('/account', '/accountants')).toBe(true);
    expect(ruleMatches('/account$', '/accountants')).toBe(false);
    expect(ruleMatches('/account$', '/account')).toBe(true);
    expect(ruleMatches('/*.pdf$', '/files/a.pdf')).toBe(true);
    expect(ruleMatches('/*.pdf$', '/files/a.pdf?x')).toBe(false);
    expect(ruleMatches('/a.b', '/axb')).toBe(false);
  });

  it('keeps admin and account areas out of robots and points at the sitemap', () => {
    const robots = robotsTxt('https://seo.example.com');
    const paths = [
      '/admin',
      '/admin/',
      '/admin?x=1',
      '/admin/payment-status/7',
      '/admin-user/7',
      '/account',
      '/account/x',
      '/account?tab=orders',
      '/dashboard',
      '/setting',
      '/api/site',
      '/redirects',
      '/mail-preview',
      '/site-pages/7',
      '/blog-post/7',
      '/edit-banner',
      '/add-logo',
      '/seo-edit/7',
      '/order-now/7',
      '/unsubscribe/token',
      '/view/7',
      '/audit-log',
      '/brand',
      '/media',
      '/media?page=2',
      '/package-edit/7',
      '/paypal-email/7',
      '/site-texts',
      '/step-section',
    ];
    expect(paths.filter((path) => disallowing(robots, path).length === 0)).toEqual([]);
    // The library's files stay crawlable (image search), only its screen is kept out.
    expect(disallowing(robots, '/media/0f3a-1280.webp')).toEqual([]);
    // Every page links sign-in, sign-up and reset: crawlers may read them, and their noindex keeps them out of results.
    expect(['/login', '/login?redirect=/account', '/register', '/reset'].filter((path) => disallowing(robots, path).length > 0)).toEqual([]);
    expect(robots).toContain('Sitemap: https://seo.example.com/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });

  it('leaves crawlable the pages an agency may create whose address begins with a private screen’s (rules match by prefix)', () => {
    const robots = robotsTxt('https://seo.example.com');
    const pages = [
      'accountants',
      'administration-tips',
      'settings-guide',
      'login-help',
      'registered-agents',
      'blog-posts-we-love',
      'webhooks-explained',
      'dashboards',
      'branding-guide',
      'media-kit',
      'audit-logs-explained',
    ];
    // Each may be a page of the site…
    expect(pages.filter(isReservedSlug)).toEqual([]);
    // …and no rule keeps search engines from it, with or without a query.
    const paths = pages.flatMap((slug) => [`/${slug}`, `/${slug}?utm_source=x`]);
    expect(paths.map((path) => [path, disallowing(robots, path)]).filter(([, rules]) => rules.length > 0)).toEqual([]);
  });

  it('appends the admin’s additions after the built-in rules and before the sitemap line', () => {
    const robots = robotsTxt('https://seo.example.com', '\r\nUser-agent: GPTBot\r\nDisallow: /\r\n\r\n');
    expect(robots).toMatch(/Disallow: \/[^\n]*\n\nUser-agent: GPTBot\nDisallow: \/\n\nSitemap: https:\/\/seo\.example\.com\/sitemap\.xml\n$/);
    expect(robotsTxt('https://seo.example.com', '')).toBe(robotsTxt('https://seo.example.com'));
  });
});
