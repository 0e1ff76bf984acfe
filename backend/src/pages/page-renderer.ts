import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { SESSION_COOKIE } from '../auth/tokens.js';
import { DEFAULT_PRIMARY_COLOR, type SiteIdentity } from '../content/brand.service.js';
import { SiteService } from '../site/site.service.js';
import { embedPolicy } from '../embeds/embed-policy.js';
import { consentTag, siteTools, type ConsentWording, type SiteTools } from '../seo/site-tools.js';
import { robotsAdditionLines } from '../seo/robots-rules.js';
import { captureHead, hookHeaders, writePrepared, type PreparedHead } from '../common/prepared-head.js';
import { pageEncoding } from '../common/content-encoding.js';
import { type FrontendBundle, type PageAddress, type RenderInput } from './frontend-bundle.js';
import { PageDataRegistry, type PageData } from './page-data.js';
import type { EarlyAnswered, EarlyAnswerer } from '../common/early-answer.js';
import { skipsRedirects } from '../redirects/redirect-rules.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { ROUTE_FACTS } from './route-facts.js';
import { allowedMethods, methodNotAllowed } from '../common/allowed-methods.js';
import { canonicalLocation, canonicalTarget, locationOf } from './canonical-address.js';

interface CachedPage {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  /** computed once when the page enters the cache, never per request */
  etag?: string;
  gzip?: Buffer;
  br?: Buffer;
  /** the complete header blocks of the fast path's answers, by encoding, made at its first answer */
  headerBlocks?: Partial<Record<'identity' | 'gzip' | 'br' | 'notModified', string[]>>;
  /** the same heads as Node wrote them for the first answer, written again as text (prepared-head.ts) */
  heads?: Partial<Record<'identity' | 'gzip' | 'br', PreparedHead>>;
}

/** Headers the fast path writes itself, or that belong to one answer: never copied from Fastify's. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-security-policy',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'x-request-id',
  'set-cookie',
  'connection',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * A page ready to answer: its ETag and a quick brotli (quality 5) so the first visitor does not
 * wait for the best one (quality 11), which is far slower.
 */
async function prepared(page: CachedPage): Promise<CachedPage> {
  const [gzipped, brotlied] = await Promise.all([gzip(page.body, { level: 9 }), brotliAt(page.body, 5)]);
  return { ...page, etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`, gzip: gzipped, br: brotlied };
}

/** What kept pages may weigh together: a page with its two compressed forms is some hundred KB (docs/performance.md). */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** A kept page's weight: its three forms, and a little for its headers and the cache's bookkeeping. */
const pageBytes = (page: CachedPage) => page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 1024;

/** The site content a render is made from, and its version. */
type SiteSnapshot = { version: string; data: Record<string, unknown> };

/** Anonymous visitors share one copy of each page; a signed-in visitor's navigation is their own. */
type ViewerState = { email: string; isAdmin: boolean; permissions: string[]; mustEnrolTwoFactor: boolean; mustChangePassword: boolean } | null;
// The permissions are in the key: a member whose role changed gets a page drawn for the new role.
const cacheKey = (address: string, viewer: ViewerState) =>
  viewer
    ? `${viewer.isAdmin ? 'admin' : 'customer'}:${viewer.email}:${(viewer.permissions ?? []).join(',')}:${viewer.mustEnrolTwoFactor === true}:${viewer.mustChangePassword === true}\n${address}`
    : address;

/**
 * Every GET outside /api is a page: rendered on the server from the site snapshot, so the
 * agency's pages arrive as complete HTML. Renders are kept as ready bytes per site version: one
 * copy per page for anonymous visitors, answered before Fastify when it can (`answerEarly`), and one per
 * signed-in visitor and page, so their navigation (Dashboard, Admin) never turns caching off.
 *
 * A page is kept under the address the frontend resolves its URL to (`pageAddress`), not under
 * the URL: a query no page reads, another spelling of a page's path, and every path that is no
 * page (one rendering of the not-found page) cost no new render, and the kept bytes are bounded.
 */
/** How many request URLs' page addresses are remembered at most. */
const ADDRESSES_KEPT = 1000;

/** The banner's words from the site snapshot: the owner's Fixed texts and the privacy page it found published. */
function consentWording(site: Record<string, unknown>): ConsentWording {
  const texts = (site.siteTexts as Record<string, unknown>[] | undefined)?.[0] ?? {};
  const cookies = site.cookies as { privacyPage?: string } | undefined;
  const text = (key: keyof ConsentWording) => (typeof texts[key] === 'string' ? (texts[key] as string) : undefined);
  return {
    consentText: text('consentText'),
    consentEmbedsText: text('consentEmbedsText'),
    consentToolsAndEmbedsText: text('consentToolsAndEmbedsText'),
    consentAccept: text('consentAccept'),
    consentDecline: text('consentDecline'),
    consentSettings: text('consentSettings'),
    consentPrivacyLink: text('consentPrivacyLink'),
    privacyHref: cookies?.privacyPage,
  };
}

/** Longer URLs are matched every time, so the memo stays under a megabyte. */
const ADDRESS_URL_KEPT = 512;

export class PageRenderer implements EarlyAnswerer {
  private cacheVersion = '';
  /** the content of that version: which paths are pages depends on it (an about record's id is one) */
  private cacheSite: Record<string, unknown> | undefined;
  /** ready pages of the current version; the least recently used go first past the byte bound */
  private readonly pages: LRUCache<string, CachedPage>;
  /** one render per page, viewer and site version, however many requests ask at once */
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  /** the headers Fastify's hooks (helmet) add to every page, learned from the first page they sent */
  private sharedHeaders?: string[];
  /**
   * pageAddress's answer per request URL for the current version's content: the router's match
   * showed in the profile of a kept page's answer (bench/profile-pages.mjs). Emptied when the
   * version moves, and when full (random URLs make it no bigger).
   */
  private readonly addresses = new Map<string, PageAddress>();

  constructor(
    private readonly bundle: FrontendBundle,
    private readonly site: SiteService,
    private readonly auth: AuthService,
    private readonly publicUrl: string,
    private readonly paypalCheckout: string,
    /** what Search engines & analytics add (verification tags, analytics and tracking tools, their origins), read once per render; for an Admin, no tool */
    private readonly tools: (forAdmin: boolean) => Promise<SiteTools> = async () => siteTools({}, undefined),
    maxBytes = PAGE_CACHE_BYTES,
    /** the pages' own data (a page's body, a post), for the routes that show some */
    private readonly pageData: Pick<PageDataRegistry, 'resolve'> = new PageDataRegistry(),
    /** the redirects, which win over a kept page: the fast path answers only a path it knows has none */
    private readonly redirects?: Pick<RedirectsService, 'findIfKnown'>,
  ) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: pageBytes });
  }

  /** Bytes held by the kept pages (their three forms each), never above the bound. */
  get cachedBytes(): number {
    return this.pages.calculatedSize;
  }

  /**
   * The fastest path, on the server's request event before Fastify (app.factory.ts): an anonymous
   * GET or HEAD of a kept page of the current site version, when both that version and the absence
   * of a redirect are known without the database (the embedded engine), is written with its
   * complete header block, made once per page and encoding. Returns false to leave the request
   * to Fastify, which answers the same bytes and headers more slowly (page-cache.spec compares them).
   */
  answerEarly(request: IncomingMessage, response: ServerResponse, requestId: string): EarlyAnswered | undefined {
    const method = request.method;
    if ((method !== 'GET' && method !== 'HEAD') || !this.sharedHeaders || !this.cacheSite) return undefined;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && SESSION_COOKIE.test(cookie)) return undefined;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (this.mayRedirect(path) || this.canonicalLocation(path, queryAt === -1 ? '' : url.slice(queryAt + 1)) !== undefined) return undefined;
    const snapshot = this.site.currentIfKnown();
    if (!snapshot || snapshot.version !== this.cacheVersion) return undefined;
    const { address, found } = this.addressOf(url, this.cacheSite);
    const page = found ? this.pages.get(address) : undefined;
    if (!page?.etag) return undefined;
    const blocks = (page.headerBlocks ??= {});
    if (request.headers['if-none-match'] === page.etag) {
      response.writeHead(304, [...(blocks.notModified ??= this.headerBlock(page, undefined)), 'x-request-id', requestId]);
      response.end();
      return { status: 304, bytes: 0 };
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const body = page[encoding === 'identity' ? 'body' : encoding] ?? page.body;
    const sent = method === 'HEAD' ? undefined : body;
    const heads = (page.heads ??= {});
    const head = heads[encoding];
    if (!head || !writePrepared(response, head, page.status, requestId, sent)) {
      response.writeHead(page.status, [...(blocks[encoding] ??= this.headerBlock(page, encoding)), 'x-request-id', requestId]);
      heads[encoding] ??= captureHead(response, requestId);
      response.end(sent);
    }
    return { status: page.status, bytes: sent ? sent.length : 0 };
  }

  /**
   * Whether a request spells a public page otherwise than its address (canonical-address.ts): the
   * fast path leaves such a request to the redirects' hook. Read with the content of the kept pages'
   * version: which routes match depends on it only for the back office's about editor.
   */
  canonicalLocation(path: string, query: string): string | undefined {
    const site = this.cacheSite ?? {};
    return canonicalLocation(path, query, (candidate) => this.addressOf(candidate, site));
  }

  /**
   * Where the redirects' hook sends another spelling of a public page. A page with data of its own
   * (a post, an agency's page) is asked for first: another spelling of a slug no page has stays
   * the not-found page it is, rather than a 301 to one.
   */
  async canonicalRedirect(path: string, query: string): Promise<string | undefined> {
    const site = this.cacheSite ?? {};
    const target = canonicalTarget(path, query, (candidate) => this.addressOf(candidate, site));
    if (!target) return undefined;
    if (target.data && !target.paged && !(await this.pageData.resolve(target.address))) return undefined;
    return locationOf(target);
  }

  /** Whether a path may have a redirect: unless the redirect table is known without the database, it may. */
  private mayRedirect(path: string): boolean {
    return !skipsRedirects(path) && this.redirects?.findIfKnown(path) !== null;
  }

  /** A kept page's headers as Fastify's path sends them, flattened for writeHead; without an encoding, a 304's. */
  private headerBlock(page: CachedPage, encoding: 'identity' | 'gzip' | 'br' | undefined): string[] {
    const block = [...(this.sharedHeaders ?? [])];
    for (const [name, value] of Object.entries(page.headers)) block.push(name, value);
    block.push('cache-control', 'public, no-cache', 'vary', 'Accept-Encoding, Cookie', 'etag', page.etag ?? '');
    if (encoding === undefined) return block;
    if (encoding !== 'identity') block.push('content-encoding', encoding);
    block.push('content-length', String((page[encoding === 'identity' ? 'body' : encoding] ?? page.body).length));
    return block;
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const snapshot = await this.site.current();
    const viewer = await this.auth.viewerForPage(request, reply);
    const viewerState: ViewerState = viewer && {
      email: viewer.email,
      isAdmin: viewer.isAdmin,
      permissions: viewer.permissions ?? [],
      mustEnrolTwoFactor: viewer.mustEnrolTwoFactor === true,
      mustChangePassword: viewer.mustChangePassword === true,
    };
    this.isCurrent(snapshot);
    let target = this.bundle.pageAddress(request.url, snapshot.data);
    let page = this.pages.get(cacheKey(target.address, viewerState));
    let pageData: PageData | undefined;
    if (!page && target.data) {
      // Asked only on a miss: a kept page's data is that of its site version, which every write moves.
      pageData = await this.pageData.resolve(target.address);
      if (!pageData) {
        target = this.notFound(snapshot.data);
        page = this.pages.get(cacheKey(target.address, viewerState));
      }
    }
    page ??= await this.renderOnce(cacheKey(target.address, viewerState), target, snapshot, viewerState, pageData);
    this.send(request, reply, page, viewerState !== null);
  }

  /** The address every path that is no page shares: that of a path no route can match. */
  private notFound(site: Record<string, unknown>): PageAddress {
    return this.bundle.pageAddress('//', site);
  }

  private addressOf(url: string, site: Record<string, unknown>): PageAddress {
    let known = this.addresses.get(url);
    if (known === undefined) {
      known = this.bundle.pageAddress(url, site);
      if (url.length > ADDRESS_URL_KEPT) return known;
      if (this.addresses.size >= ADDRESSES_KEPT) this.addresses.clear();
      this.addresses.set(url, known);
    }
    return known;
  }

  /** Drops every kept page the moment the site version moves; true when the cache is current. */
  private isCurrent(snapshot: SiteSnapshot): boolean {
    if (this.cacheVersion === snapshot.version) return true;
    this.pages.clear();
    this.rendering.clear();
    this.addresses.clear();
    this.cacheVersion = snapshot.version;
    this.cacheSite = snapshot.data;
    return false;
  }

  private renderOnce(key: string, target: PageAddress, snapshot: SiteSnapshot, viewer: ViewerState, pageData: PageData | undefined): Promise<CachedPage> {
    const under = this.rendering.get(key);
    if (under) return under;
    const pending = this.renderForCache(key, target, snapshot, viewer, pageData).finally(() => {
      if (this.rendering.get(key) === pending) this.rendering.delete(key);
    });
    this.rendering.set(key, pending);
    return pending;
  }

  private async renderForCache(
    key: string,
    { address, found }: PageAddress,
    snapshot: SiteSnapshot,
    viewer: ViewerState,
    pageData: PageData | undefined,
  ): Promise<CachedPage> {
    // Kept under the version the render was made from: a render of an older snapshot, finished
    // after another request moved the cache on, is answered once and not kept.
    const version = snapshot.version;
    const page = await this.render({ url: address, site: snapshot.data, pageData }, viewer);
    // Redirects are not kept, nor a page missing at a path its route matched: each such path
    // would be a new entry. Paths that are no page share the one not-found rendering.
    if (page.status !== 200 && !(page.status === 404 && !found)) return page;
    const ready = await prepared(page);
    if (this.cacheVersion !== version) return ready;
    this.pages.set(key, ready);
    // The best brotli is worth its cost only once per page and version, and never on the first
    // visitor's time: it replaces the quick one in the background.
    setImmediate(() => {
      brotliAt(page.body, 11).then(
        (best) => {
          // The header blocks made so far name the quick brotli's length: they are made again.
          if (this.cacheVersion === version && this.pages.peek(key) === ready)
            this.pages.set(key, { ...ready, br: best, headerBlocks: undefined, heads: undefined });
        },
        () => undefined,
      );
    });
    return ready;
  }

  private async render(input: Pick<RenderInput, 'url' | 'site' | 'pageData'>, viewer: ViewerState): Promise<CachedPage> {
    const output = await this.bundle.render({ ...input, viewer, manifest: this.bundle.manifest, publicUrl: this.publicUrl });
    // An Admin's own visits are not counted, and the back office's addresses never reach the tool.
    const tools = await this.tools(viewer?.isAdmin === true);
    // The embeds the page showed, as the render reports them; the registry reads each again.
    const embeds = embedPolicy(output.embeds ?? []);
    const headEnd = output.html.indexOf('</head>');
    const added = headEnd !== -1 ? tools.head + consentTag(tools, embeds.needsConsent, consentWording(input.site)) : '';
    const html = added ? output.html.slice(0, headEnd) + added + output.html.slice(headEnd) : output.html;
    const hashes = [...new Set([...closingScriptHashes(output.html), ...inlineScriptHashes(added)])];
    return {
      status: output.status,
      body: Buffer.from(html),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(hashes, this.paypalCheckout, tools, embeds.frameSrc),
        ...(output.headers ?? {}),
      },
    };
  }

  /** A signed-in visitor's page is theirs alone: browsers and proxies must not keep it. */
  private send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, personal: boolean): void {
    if (!personal && !this.sharedHeaders) this.sharedHeaders = hookHeaders(reply, OWN_HEADERS);
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

/** A script element as HTML parsers end it (at the first `</script`); React escapes `>` in attribute values, so a tag ends at the first `>`. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** What may stand between the closing scripts: white space, and the comments React marks a Suspense boundary's end with (`<!--/$-->`). */
const BETWEEN_SCRIPTS = /^(?:\s|<!--[^>]*-->)*$/;

const hashSource = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of a piece of HTML the server wrote itself (the analytics tool's tags), as
 * CSP hash sources; scripts loaded from a file need none. Computed once per render: a cached page is
 * the same bytes for every visitor, so a nonce in it would be the same for every visitor too.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(SCRIPT_ELEMENT)) if (!/\ssrc\s*=/i.test(attributes)) hashes.add(hashSource(content));
  return [...hashes];
}

/**
 * The hash sources of the inline scripts the frontend's document writes itself, after the app at
 * the end of the body: the router's scroll restoration (the root match's last element), then its
 * state and clean-up from `<Scripts />` (RootDocument.tsx), where its later chunks go too. Only
 * that place is read: the run of script elements, with nothing but white space and React's
 * boundary comments between them, that ends at the document's last `</body>`. A script anywhere
 * else (one smuggled in through a rich-text body or a section field lies inside the app's markup,
 * followed at least by its element's end tag) gets no hash, so a browser refuses to run it. The
 * head's JSON-LD is a data block, which browsers neither run nor check against the CSP.
 */
export function closingScriptHashes(html: string): string[] {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return [];
  const scripts = [...html.matchAll(SCRIPT_ELEMENT)];
  const hashes: string[] = [];
  let end = bodyEnd;
  for (let i = scripts.length - 1; i >= 0; i--) {
    const script = scripts[i];
    if (script.index >= bodyEnd) continue;
    const scriptEnd = script.index + script[0].length;
    if (scriptEnd > end || !BETWEEN_SCRIPTS.test(html.slice(scriptEnd, end))) break;
    if (!/\ssrc\s*=/i.test(script[1])) hashes.unshift(hashSource(script[2]));
    end = script.index;
  }
  return [...new Set(hashes)];
}

/**
 * Scripts only from this site, with the hash of one the server wrote into the page, or from the
 * configured analytics and tracking tools, which alone may also be sent to; styles may be inline
 * (Mantine writes its variables that way); frames only from the page's own embeds (none: the
 * default, this site); forms may post only here and to PayPal's checkout.
 */
function contentSecurityPolicy(
  scriptHashes: readonly string[],
  paypalCheckoutOrigin: string,
  tools: Pick<SiteTools, 'scriptSrc' | 'connectSrc' | 'imgSrc'>,
  frameSrc: readonly string[],
): string {
  const unique = (sources: readonly string[]) => [...new Set(sources)];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(tools.scriptSrc), ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: https:", ...unique(tools.imgSrc)].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...unique(tools.connectSrc)].join(' '),
    ...(frameSrc.length ? [`frame-src ${frameSrc.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${paypalCheckoutOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Account, customer and back-office areas stay out of search results: the API, and the areas the
 * frontend's routes declare (`staticData.robots`, route-facts.ts). An entry ending in / or - is a
 * prefix (the API, a screen's records, the spec's /add-… and /edit-… editors, which no page may
 * take: redirect-rules.ts); one ending in $ is that screen alone (the media library's screen,
 * /media, whose files under /media/ search engines should find); any other is one screen, with
 * what is under it.
 */
const PRIVATE_AREAS = ['/api/', ...ROUTE_FACTS.privateAreas];

/**
 * A rule's path is a prefix, so `Disallow: /account` would also keep search engines from a page at
 * /accountants. A screen is therefore disallowed as itself (`$`, which Google and Bing honour, RFC
 * 9309), with its query string, and what is under it.
 */
const disallowLines = (area: string) =>
  /[/-]$/.test(area)
    ? [`Disallow: ${area}`]
    : area.endsWith('$')
      ? [`Disallow: ${area}`, `Disallow: ${area.slice(0, -1)}?`]
      : [`Disallow: ${area}$`, `Disallow: ${area}?`, `Disallow: ${area}/`];

/**
 * The built-in rules, then the Admin's additions (checked on save, robots-rules.ts) as written: a
 * bare Allow or Disallow there extends the `*` group, a User-agent line starts a group of its own.
 */
export function robotsTxt(publicUrl: string, additions?: string): string {
  const added = robotsAdditionLines(additions);
  const builtIn = ['User-agent: *', ...PRIVATE_AREAS.flatMap(disallowLines)];
  return [...builtIn, ...(added.length ? ['', ...added] : []), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const iconType = (src: string) => (/\.svg(\?|$)/i.test(src) ? 'image/svg+xml' : /\.png(\?|$)/i.test(src) ? 'image/png' : undefined);

/** The web app manifest, in the agency's name and colour (Brand & site). */
export function webManifest(identity: SiteIdentity): string {
  const icons = [
    identity.touchIcon && { src: identity.touchIcon, sizes: '180x180', type: iconType(identity.touchIcon) },
    { src: identity.favicon ?? '/favicon.svg', sizes: 'any', type: iconType(identity.favicon ?? '/favicon.svg') },
  ].filter(Boolean);
  return JSON.stringify({
    name: identity.siteName,
    short_name: identity.siteName,
    description: identity.metaDescription,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: identity.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    icons,
  });
}

/** Every non-API GET that routing leaves to pages; a kept page that answerEarly declined is answered here too. */
export function servePages(fastify: FastifyInstance, renderer: PageRenderer): void {
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      const allowed = allowedMethods(request.url);
      if (allowed.length > 0) return methodNotAllowed(reply, request.method, allowed);
      return reply.status(404).send({ statusCode: 404, message: `Cannot GET ${request.url}`, error: 'Not Found' });
    }
    return renderer.handle(request, reply);
  });
}
