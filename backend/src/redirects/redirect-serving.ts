import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locationFor, skipsRedirects } from './redirect-rules.js';
import type { RedirectsService } from './redirects.service.js';
import { REDIRECT_TEXTS } from './texts.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The answer of a 410: a page a person can read, with nothing to load. */
const GONE_PAGE = Buffer.from(
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(REDIRECT_TEXTS.gone)}</title></head>` +
    `<body><main><h1>${escapeHtml(REDIRECT_TEXTS.gone)}</h1><p>${escapeHtml(REDIRECT_TEXTS.goneText)}</p><p><a href="/">${escapeHtml(REDIRECT_TEXTS.goneHome)}</a></p></main></body></html>`,
);

/**
 * A permanent answer may be kept by browsers, but for an hour only, so a redirect an admin
 * changes or deletes reaches returning visitors the same day; a temporary one is asked again.
 */
const CACHE_CONTROL = { 301: 'public, max-age=3600', 302: 'no-cache', 410: 'public, max-age=3600' } as const;

/**
 * Where a request for another spelling of a public page goes (`/PRICING` to `/pricing/`, the query
 * kept), or undefined for the page's own spelling and for every other path: the pages' renderer
 * knows the routes (canonical-address.ts); without pages, nothing is moved.
 */
export type CanonicalLocation = (path: string, query: string) => Promise<string | undefined>;

/** An internal target spelled as its page's own address, so that following a redirect takes one step. */
async function canonicalTarget(target: string, canonical: CanonicalLocation): Promise<string> {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const location = await canonical(path, '');
  return location === undefined ? target : location + (end === -1 ? '' : target.slice(end));
}

/**
 * Redirects answer GET and HEAD before routing and before the page cache (this hook is added
 * before the pages' own), so a path that gets a redirect is redirected at its next request even
 * while its page is kept. The API and the built and library files are never looked up. A path
 * with no redirect that spells a public page otherwise than its address is sent there (301).
 */
export async function answerRedirect(
  redirects: RedirectsService,
  request: FastifyRequest,
  reply: FastifyReply,
  canonical: CanonicalLocation = async () => undefined,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (skipsRedirects(url)) return false;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const redirect = await redirects.find(path);
  if (!redirect) {
    const location = await canonical(path, query);
    if (location === undefined) return false;
    void reply.status(301).header('cache-control', CACHE_CONTROL[301]).header('location', location).send();
    return true;
  }
  redirects.countHit(redirect.id);
  void reply.status(redirect.statusCode).header('cache-control', CACHE_CONTROL[redirect.statusCode]);
  if (redirect.target === null) {
    void reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
      .send(GONE_PAGE);
    return true;
  }
  const target = redirect.internal ? await canonicalTarget(redirect.target, canonical) : redirect.target;
  void reply.header('location', locationFor(target, redirect.internal, query)).send();
  return true;
}

export function serveRedirects(fastify: FastifyInstance, redirects: RedirectsService, canonical?: CanonicalLocation): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (await answerRedirect(redirects, request, reply, canonical)) return reply;
  });
}
