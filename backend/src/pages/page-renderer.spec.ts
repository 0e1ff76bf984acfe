import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service.js';
import type { SiteService } from '../site/site.service.js';
import type { FrontendBundle, RenderInput } from './frontend-bundle.js';
import { inlineScriptHashes, PageRenderer, robotsTxt, servePages, sitemapXml } from './page-renderer.js';

/** A page as the frontend writes it: structured data, the router's state inline, the client entry from a file. */
const pageHtml = (url: string) =>
  '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
  `<h1>${url}</h1>${'<p>Search engine optimisation.</p>'.repeat(50)}` +
  `<script data-tsr-stream-part="">self.$_TSR={url:${JSON.stringify(url)},at:${Date.now()}}</script>` +
  '<script type="module" src="/assets/entry-client.js" async=""></script><script>document.currentScript.remove()</script></body></html>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The real renderer and its Fastify wiring, with a stand-in for the frontend's server bundle that counts its renders. */
function pagesServer() {
  const renders: RenderInput[] = [];
  const bundle: FrontendBundle = {
    clientDir: '',
    manifest: {},
    render: async (input) => {
      renders.push(input);
      return { status: 200, html: pageHtml(input.url) };
    },
  };
  const site = { current: async () => ({ version: 'v1', data: {} }) } as unknown as SiteService;
  const auth = { viewerFromToken: async () => null } as unknown as AuthService;
  const fastify = Fastify();
  servePages(fastify, new PageRenderer(bundle, site, auth, 'https://seo.example.com', 'https://www.paypal.com'));
  return { fastify, renders };
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

    // Every script without a src, the JSON-LD included (harmless: browsers do not run it), by its hash; nothing inline besides.
    const inline = [...first.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, content]) => content);
    expect(inline).toHaveLength(3);
    const scriptSources = policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    expect(scriptSources).toEqual(['script-src', "'self'", ...inline.map(sha256)]);
    expect(renders).toHaveLength(1);
  });

  it('hashes the text between the tags of each inline script and skips scripts loaded from a file', () => {
    const html = '<script>a()</script><SCRIPT type="module">b()</SCRIPT ><script src="/c.js"></script><script>a()</script><script>\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('\n')]);
  });
});

describe('search engine files', () => {
  it('lists the public pages in the sitemap with absolute addresses', () => {
    const xml = sitemapXml('https://seo.example.com');
    expect(xml).toContain('<loc>https://seo.example.com/</loc>');
    expect(xml).toContain('<loc>https://seo.example.com/pricing/</loc>');
    expect(xml).toContain('<loc>https://seo.example.com/service/</loc>');
    expect(xml).not.toContain('/admin');
  });

  it('keeps admin and account areas out of robots and points at the sitemap', () => {
    const robots = robotsTxt('https://seo.example.com');
    for (const path of ['/admin', '/dashboard', '/login', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://seo.example.com/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
