import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../auth/tokens.js';
import { pageEncoding } from '../common/content-encoding.js';
import { captureHead, hookHeaders, writePrepared, type PreparedHead } from '../common/prepared-head.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { SiteService, type SiteSnapshot } from './site.service.js';
import type { EarlyAnswered, EarlyAnswerer } from '../common/early-answer.js';

/** The one-request read of everything the public pages show. */
export const SITE_PATH = '/api/site';

/** Headers the site read sets itself or that belong to one answer; Fastify's others (helmet's) are learned. */
const OWN_HEADERS = new Set(['etag', 'cache-control', 'vary', 'content-type', 'content-encoding', 'content-length', 'x-request-id', 'date', 'connection']);

/** The snapshot's body in the smallest form the client accepts that is ready (the compressed ones follow it by a moment). */
function siteBody(snapshot: SiteSnapshot, acceptEncoding: string | undefined): { encoding: 'identity' | 'gzip' | 'br'; body: Buffer } {
  const encoding = pageEncoding(acceptEncoding);
  const compressed = encoding === 'identity' ? undefined : snapshot[encoding];
  return compressed ? { encoding, body: compressed } : { encoding: 'identity', body: snapshot.body };
}

/**
 * GET /api/site's answers. Through Fastify (SiteController), and, once that has answered once
 * and while the site version is known without the database (the embedded engine), on the server's
 * request event before Fastify (app.factory.ts), like a kept page: the same headers (helmet's,
 * learned from Fastify's answer), the same bytes, in brotli or gzip when the client takes them.
 * Routing, guards and hooks made this read many times as costly as a kept page (`npm run bench`).
 * A cross-origin request goes to Fastify when CORS_ORIGINS is set, for its CORS headers.
 */
@Injectable()
export class SiteAnswers implements EarlyAnswerer {
  private shared?: string[];
  /** the heads Node wrote for the current snapshot, by encoding (prepared-head.ts) */
  private heads = new Map<string, PreparedHead>();
  private headsOf = '';

  constructor(
    private readonly site: SiteService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Fastify's answer: the site's headers on `reply`, then 304 or the body in the encoding the client prefers. */
  send(reply: FastifyReply, snapshot: SiteSnapshot): void {
    const { headers } = reply.request;
    // Learned from an answer the early path could have given: one with credentials may carry their headers (rate limits).
    if (!this.shared && this.anonymous(headers)) this.shared = hookHeaders(reply, OWN_HEADERS);
    void reply.header('etag', snapshot.etag).header('cache-control', 'public, no-cache').header('vary', 'Accept-Encoding');
    if (headers['if-none-match'] === snapshot.etag) {
      void reply.status(304).send();
      return;
    }
    const { encoding, body } = siteBody(snapshot, headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    void reply.status(200).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  /** Before Fastify: the answer's status and bytes, or undefined to leave the request to Fastify. */
  answerEarly(request: IncomingMessage, response: ServerResponse, requestId: string): EarlyAnswered | undefined {
    const { method, url } = request;
    const shared = this.shared;
    if ((method !== 'GET' && method !== 'HEAD') || !shared || (url !== SITE_PATH && !url?.startsWith(`${SITE_PATH}?`))) return undefined;
    if (!this.anonymous(request.headers)) return undefined;
    const snapshot = this.site.currentIfKnown();
    if (!snapshot) return undefined;
    // Made only when a head is not kept: a kept head already holds these.
    const common = () => [...shared, 'etag', snapshot.etag, 'cache-control', 'public, no-cache', 'vary', 'Accept-Encoding'];
    if (request.headers['if-none-match'] === snapshot.etag) {
      response.writeHead(304, [...common(), 'x-request-id', requestId]);
      response.end();
      return { status: 304, bytes: 0 };
    }
    const { encoding, body } = siteBody(snapshot, request.headers['accept-encoding']);
    const sent = method === 'HEAD' ? undefined : body;
    if (this.headsOf !== snapshot.etag) {
      this.heads.clear();
      this.headsOf = snapshot.etag;
    }
    const head = this.heads.get(encoding);
    if (!head || !writePrepared(response, head, 200, requestId, sent)) {
      const encoded = encoding === 'identity' ? [] : ['content-encoding', encoding];
      response.writeHead(200, [
        ...common(),
        'content-type',
        'application/json; charset=utf-8',
        ...encoded,
        'content-length',
        String(body.length),
        'x-request-id',
        requestId,
      ]);
      const captured = head ? undefined : captureHead(response, requestId);
      if (captured) this.heads.set(encoding, captured);
      response.end(sent);
    }
    return { status: 200, bytes: sent ? sent.length : 0 };
  }

  /**
   * No credentials (they are checked even for this read: a revoked API key gets 401) and no
   * cross-origin request meeting CORS_ORIGINS (its answer carries CORS's headers): the requests
   * the early path answers.
   */
  private anonymous({ authorization, cookie, origin }: IncomingHttpHeaders): boolean {
    if (authorization !== undefined || (cookie !== undefined && SESSION_COOKIE.test(cookie))) return false;
    return origin === undefined || this.settings.corsOrigins.length === 0;
  }
}
