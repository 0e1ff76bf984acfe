import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { ACCESS_COOKIE } from '../auth/tokens.js';
import { SiteService } from '../site/site.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { paypalEndpoints } from '../payments/paypal-endpoints.js';
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

async function prepared(page: CachedPage): Promise<CachedPage> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(page.body, { level: 9 }),
    brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
  ]);
  return { ...page, etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`, gzip: gzipped, br: brotlied };
}

const MAX_CACHED_PAGES = 500;

/**
 * Every GET outside /api is a page: rendered on the server from the site snapshot, so the
 * agency's pages arrive as complete HTML. Anonymous renders are kept per site version.
 */
export class PageRenderer {
  private cacheVersion = '';
  /** one render per page and site version, however many visitors ask at once */
  private readonly cache = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly bundle: FrontendBundle,
    private readonly site: SiteService,
    private readonly auth: AuthService,
    private readonly publicUrl: string,
    private readonly paypalCheckout: string,
  ) {}

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const snapshot = await this.site.current();
    const viewer = await this.auth.viewerFromToken(request.cookies?.[ACCESS_COOKIE]);
    if (!viewer) {
      if (this.cacheVersion !== snapshot.version) {
        this.cache.clear();
        this.cacheVersion = snapshot.version;
      }
      let pending = this.cache.get(request.url);
      if (!pending) {
        pending = this.renderForCache(request.url, snapshot.data);
        if (this.cache.size >= MAX_CACHED_PAGES) this.cache.clear();
        this.cache.set(request.url, pending);
        // Pages that are neither found nor missing (redirects) and failures are not kept.
        pending.then(
          (page) => page.etag || this.cache.delete(request.url),
          () => this.cache.delete(request.url),
        );
      }
      const page = await pending;
      return this.send(reply, page, false, request);
    }
    return this.send(reply, await this.render(request.url, snapshot.data, viewer), true);
  }

  private async renderForCache(url: string, site: Record<string, unknown>): Promise<CachedPage> {
    const page = await this.render(url, site, null);
    return page.status === 200 || page.status === 404 ? prepared(page) : page;
  }

  private async render(url: string, site: Record<string, unknown>, viewer: { email: string; isAdmin: boolean } | null): Promise<CachedPage> {
    // A fresh nonce per render; a cached anonymous page keeps the nonce it was rendered with.
    const nonce = randomBytes(16).toString('base64');
    const output = await this.bundle.render({ url, site, viewer, nonce, manifest: this.bundle.manifest, publicUrl: this.publicUrl });
    return {
      status: output.status,
      body: Buffer.from(output.html),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(nonce, this.paypalCheckout),
        ...(output.headers ?? {}),
      },
    };
  }

  private send(reply: FastifyReply, page: CachedPage, personal = false, request?: FastifyRequest): void {
    if (page.etag && request) {
      void reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) {
        void reply.status(304).header('cache-control', 'public, no-cache').header('vary', 'Accept-Encoding, Cookie').send();
        return;
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) {
        void reply
          .status(page.status)
          .headers(page.headers)
          .header('content-encoding', encoding)
          .header('cache-control', 'public, no-cache')
          .header('vary', 'Accept-Encoding, Cookie')
          .send(encoding === 'br' ? page.br : page.gzip);
        return;
      }
    }
    void reply
      .status(page.status)
      .headers(page.headers)
      .header('cache-control', personal ? 'private, no-store' : 'public, no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .send(page.body);
  }
}

/**
 * Scripts only from this site or carrying the render's nonce; styles may be inline (Mantine
 * writes its variables that way); forms may post only here and to PayPal's checkout.
 */
export function contentSecurityPolicy(nonce: string, paypalCheckoutOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ statusCode: 404, message: `Cannot GET ${request.url}`, error: 'Not Found' });
    }
    return renderer.handle(request, reply);
  });
  return true;
}
