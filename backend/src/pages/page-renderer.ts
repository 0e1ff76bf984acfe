import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { ACCESS_COOKIE } from '../auth/tokens.js';
import { SiteService } from '../site/site.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { paypalEndpoints } from '../payments/paypal-endpoints.js';
import { pageEncoding } from './content-encoding.js';
import { loadFrontendBundle, type FrontendBundle } from './frontend-bundle.js';

interface CachedPage {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  /** computed once when the page enters the cache, never per request */
  etag?: string;
  gzip?: Buffer;
  br?: Buffer;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * A page ready to answer: its ETag and a quick brotli (quality 5, a few milliseconds) so the first
 * visitor does not wait for the best one (quality 11 takes about 150 ms for the home page).
 */
async function prepared(page: CachedPage): Promise<CachedPage> {
  const [gzipped, brotlied] = await Promise.all([gzip(page.body, { level: 9 }), brotliAt(page.body, 5)]);
  return { ...page, etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`, gzip: gzipped, br: brotlied };
}

const MAX_CACHED_PAGES = 500;

/** Anonymous visitors share one copy of each page; a signed-in visitor's navigation is their own. */
type ViewerState = { email: string; isAdmin: boolean } | null;
const cacheKey = (url: string, viewer: ViewerState) => (viewer ? `${viewer.isAdmin ? 'admin' : 'customer'}:${viewer.email}\n${url}` : url);

/**
 * Every GET outside /api is a page: rendered on the server from the site snapshot, so the
 * agency's pages arrive as complete HTML. Renders are kept as ready bytes per site version: one
 * copy per page for anonymous visitors, answered before routing (`answerFromCache`), and one per
 * signed-in visitor and page, so their navigation (Dashboard, Admin) never turns caching off.
 */
export class PageRenderer {
  private cacheVersion = '';
  /** one render per page, viewer and site version, however many requests ask at once */
  private readonly cache = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly bundle: FrontendBundle,
    private readonly site: SiteService,
    private readonly auth: AuthService,
    private readonly publicUrl: string,
    private readonly paypalCheckout: string,
  ) {}

  /**
   * The fast path, run on every request before routing: an anonymous GET of a page already in
   * the cache for the current site version is answered at once. Returns false to let routing go on.
   */
  async answerFromCache(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' || request.cookies?.[ACCESS_COOKIE] || !this.cache.has(request.url)) return false;
    const snapshot = await this.site.current();
    if (!this.isCurrent(snapshot.version)) return false;
    const pending = this.cache.get(request.url);
    if (!pending) return false;
    this.send(request, reply, await pending, false);
    return true;
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const snapshot = await this.site.current();
    const viewer = await this.auth.viewerFromToken(request.cookies?.[ACCESS_COOKIE]);
    const viewerState: ViewerState = viewer && { email: viewer.email, isAdmin: viewer.isAdmin };
    this.isCurrent(snapshot.version);
    const key = cacheKey(request.url, viewerState);
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.renderForCache(request.url, snapshot.data, viewerState, key);
      if (this.cache.size >= MAX_CACHED_PAGES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, pending);
      // Pages that are neither found nor missing (redirects) and failures are not kept.
      pending.then(
        (page) => page.etag || this.cache.delete(key),
        () => this.cache.delete(key),
      );
    }
    this.send(request, reply, await pending, viewerState !== null);
  }

  /** Drops every kept page the moment the site version moves; true when the cache is current. */
  private isCurrent(version: string): boolean {
    if (this.cacheVersion === version) return true;
    this.cache.clear();
    this.cacheVersion = version;
    return false;
  }

  private async renderForCache(url: string, site: Record<string, unknown>, viewer: ViewerState, key: string): Promise<CachedPage> {
    const page = await this.render(url, site, viewer);
    if (page.status !== 200 && page.status !== 404) return page;
    const ready = await prepared(page);
    // The best brotli is worth its 150 ms only once per page and version, and never on the first
    // visitor's time: it replaces the quick one in the background.
    const version = this.cacheVersion;
    setImmediate(() => {
      brotliAt(page.body, 11).then(
        (best) => {
          if (this.cacheVersion === version && this.cache.has(key)) this.cache.set(key, Promise.resolve({ ...ready, br: best }));
        },
        () => undefined,
      );
    });
    return ready;
  }

  private async render(url: string, site: Record<string, unknown>, viewer: ViewerState): Promise<CachedPage> {
    const output = await this.bundle.render({ url, site, viewer, manifest: this.bundle.manifest, publicUrl: this.publicUrl });
    return {
      status: output.status,
      body: Buffer.from(output.html),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(inlineScriptHashes(output.html), this.paypalCheckout),
        ...(output.headers ?? {}),
      },
    };
  }

  /** A signed-in visitor's page is theirs alone: browsers and proxies must not keep it. */
  private send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, personal: boolean): void {
    void reply
      .status(page.status)
      .headers(page.headers)
      .header('cache-control', personal ? 'private, no-store' : 'public, no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    if (!page.etag) {
      void reply.send(page.body);
      return;
    }
    void reply.header('etag', page.etag);
    if (!personal && request.headers['if-none-match'] === page.etag) {
      void reply.status(304).send();
      return;
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    void reply.send(page[encoding === 'identity' ? 'body' : encoding]);
  }
}

/**
 * The inline scripts of a rendered page (the router's state and scroll restoration, the JSON-LD),
 * as CSP hash sources. Computed once per render: a cached page is the same bytes for every
 * visitor, so a nonce in it would be the same for every visitor too, and a hash allows exactly the
 * scripts the server wrote. React escapes `>` in attribute values, so a tag ends at the first `>`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Scripts only from this site or with the hash of one the server wrote into the page; styles may be
 * inline (Mantine writes its variables that way); forms may post only here and to PayPal's checkout.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], paypalCheckoutOrigin: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${paypalCheckoutOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The public pages search engines should index. */
export const PUBLIC_PAGES = ['/', '/service/', '/pricing/', '/contact'];

/** Account, customer and back-office areas stay out of search results. */
const PRIVATE_AREAS = [
  '/api/',
  '/admin',
  '/setting',
  '/dashboard',
  '/login',
  '/register',
  '/reset',
  '/order-now/',
  '/pay-now/',
  '/my-order',
  '/pending-order',
  '/order-cancelled/',
  '/received-payment/',
  '/total-orders',
  '/all-messages',
  '/all-subscriber',
  '/add-',
  '/edit-',
  '/view/',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...PRIVATE_AREAS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Serves the built frontend's files and renders every other non-API GET. */
export async function registerPages(app: NestFastifyApplication): Promise<boolean> {
  const bundle = await loadFrontendBundle();
  const fastify = app.getHttpAdapter().getInstance();
  if (!bundle) {
    new Logger('Pages').warn('No built frontend found (run `npm run build`); serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: bundle.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders: (response, path) => {
      // Hashed file names never change content, so browsers may keep them for a year.
      response.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const settings = app.get<Settings>(SETTINGS);
  const renderer = new PageRenderer(
    bundle,
    app.get(SiteService),
    app.get(AuthService),
    settings.publicUrl,
    new URL(paypalEndpoints(settings, settings.publicUrl).checkout).origin,
  );
  fastify.get('/robots.txt', (_request, reply) => {
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(settings.publicUrl));
  });
  fastify.get('/sitemap.xml', (_request, reply) => {
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(settings.publicUrl));
  });
  servePages(fastify, renderer);
  return true;
}

/** The renderer's two entries: cache hits before routing, and every non-API GET that routing leaves to pages. */
export function servePages(fastify: FastifyInstance, renderer: PageRenderer): void {
  // Cache hits are answered here, before routing and every later hook (helmet and cookies ran first).
  fastify.addHook('onRequest', async (request, reply) => {
    if (await renderer.answerFromCache(request, reply)) return reply;
  });
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ statusCode: 404, message: `Cannot GET ${request.url}`, error: 'Not Found' });
    }
    return renderer.handle(request, reply);
  });
}
