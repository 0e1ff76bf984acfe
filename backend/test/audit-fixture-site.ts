import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fixture site answers at one path. */
export interface FixtureAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** waits this long before answering */
  delayMs?: number;
  /** takes the request and never answers it */
  hang?: boolean;
}

/**
 * A site served by the test itself on loopback, answering each path as told and remembering every
 * request (path and user agent), so a test can show what the crawl asked for and what it did not.
 */
export class FixtureSite {
  private server?: Server;
  private readonly answers = new Map<string, FixtureAnswer>();
  readonly requests: { path: string; userAgent: string }[] = [];
  private readonly hanging = new Set<ServerResponse>();

  constructor(answers: Record<string, FixtureAnswer | string> = {}) {
    for (const [path, answer] of Object.entries(answers)) this.set(path, answer);
  }

  set(path: string, answer: FixtureAnswer | string): void {
    this.answers.set(path, typeof answer === 'string' ? { body: answer, headers: { 'content-type': 'text/html; charset=utf-8' } } : answer);
  }

  async start(): Promise<this> {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = request.url ?? '/';
      this.requests.push({ path, userAgent: request.headers['user-agent'] ?? '' });
      const answer = this.answers.get(path) ?? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };
      if (answer.hang) {
        this.hanging.add(response);
        // The client gave up (a timeout, an aborted audit): its request no longer waits.
        response.on('close', () => this.hanging.delete(response));
        return;
      }
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, answer.headers ?? { 'content-type': 'text/html; charset=utf-8' });
        response.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  url(path: string): string {
    return this.origin + path;
  }

  /** Requests to a hanging path whose client still holds the connection open. */
  get waiting(): number {
    return this.hanging.size;
  }

  asked(path: string): boolean {
    return this.requests.some((request) => request.path === path);
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const WORDS = 'Our team plans, writes and measures search work for local businesses, shops and service firms. '.repeat(20);

export interface PageParts {
  path: string;
  title?: string[] | null;
  description?: string | null;
  head?: string;
  body?: string;
  h1?: number;
  canonical?: string[];
  lang?: string | null;
  viewport?: string | null;
  charset?: boolean;
  doctype?: boolean;
  openGraph?: Record<string, string> | null;
  words?: string;
  favicon?: boolean;
  links?: string[];
}

/**
 * A page that passes every page check (a unique title and description of good length, one h1,
 * a canonical to itself, viewport, lang, charset, Open Graph, a favicon, 300 words); each part can
 * be replaced to give it exactly one defect.
 */
export function fixturePage(origin: string, parts: PageParts): string {
  const self = origin + parts.path;
  const titles = parts.title === null ? [] : (parts.title ?? [`Search services for ${parts.path}`]);
  const description =
    parts.description === undefined ? `What we offer at ${parts.path}: audits, content and links that bring customers from search.` : parts.description;
  const og =
    parts.openGraph === null
      ? {}
      : (parts.openGraph ?? { 'og:title': titles[0] ?? 'Page', 'og:type': 'website', 'og:image': `${origin}/og.png`, 'og:url': self });
  const head = [
    parts.charset === false ? '' : '<meta charset="utf-8">',
    parts.viewport === null ? '' : `<meta name="viewport" content="${parts.viewport ?? 'width=device-width, initial-scale=1'}">`,
    ...titles.map((title) => `<title>${title}</title>`),
    description === null ? '' : `<meta name="description" content="${description}">`,
    ...(parts.canonical ?? [self]).map((href) => `<link rel="canonical" href="${href}">`),
    ...Object.entries(og).map(([property, content]) => `<meta property="${property}" content="${content}">`),
    parts.favicon === false ? '' : '<link rel="icon" href="/favicon.ico">',
    parts.head ?? '',
  ].join('\n');
  const h1s = Array.from({ length: parts.h1 ?? 1 }, () => `<h1>Heading of ${parts.path}</h1>`).join('');
  const links = (parts.links ?? ['/']).map((href) => `<a href="${href}">Go to ${href}</a>`).join(' ');
  return `${parts.doctype === false ? '' : '<!DOCTYPE html>'}
<html${parts.lang === null ? '' : ` lang="${parts.lang ?? 'en'}"`}><head>${head}</head>
<body>${h1s}<p>${parts.words ?? WORDS}</p>${parts.body ?? ''}<nav>${links}</nav></body></html>`;
}

/** A sitemap of these addresses, in the sitemaps.org format. */
export function fixtureSitemap(urls: string[], extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `<url><loc>${url}</loc>${extra}</url>`).join('\n')}
</urlset>`;
}
