import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isUuid } from '../common/ids.js';
import { MetaChanges } from '../database/meta-changes.js';
import { SVG_TYPE } from './media-processing.js';
import { MEDIA_STORE, type MediaStore } from './media-store.js';
import { MEDIA_PURGED_KEY, MediaService } from './media.service.js';
import { MEDIA_TEXTS } from './texts.js';
import type { EarlyAnswered, EarlyAnswerer } from '../common/early-answer.js';

/** A cached file's answer: not logged (registerMediaServing says why). */
const QUIET: EarlyAnswered = { status: 200, bytes: 0, quiet: true };

interface ServedBlob {
  body: Buffer;
  /** strong: the SHA-256 of the bytes, computed once when the blob enters the cache */
  etag: string;
  /** every header of its answer at its immutable address, computed once too */
  headers: Record<string, string | number>;
}

/** What the kept blobs may weigh together: the variants of a few dozen photos at every width. */
const BLOB_CACHE_BYTES = 64 * 1024 * 1024;

const PREFIX = '/media/';
const VARIANT = /^[0-9a-f]{16}-\d{1,5}\.(?:avif|webp|jpeg|png)$/;
const SVG = /^[0-9a-f]{16}\.svg$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** the stable address follows a replace: browsers check again after five minutes */
const STABLE = 'public, max-age=300';
/** An SVG opened on its own is a document: no script runs, nothing is fetched, it is no origin of ours. */
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/**
 * What every answer of /media/… carries: no type sniffing, and other sites may show the images
 * (an integrator's <img src> of /media/{id}), which helmet's same-origin resource policy forbids.
 */
const COMMON_HEADERS = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'cross-origin' } as const;

function servedBlob(contentType: string, body: Buffer): ServedBlob {
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return {
    body,
    etag,
    headers: {
      ...COMMON_HEADERS,
      'content-type': contentType,
      'content-length': body.length,
      'cache-control': IMMUTABLE,
      etag,
      ...(contentType === SVG_TYPE ? { 'content-security-policy': SVG_POLICY } : {}),
    },
  };
}

/**
 * The public side of the library, outside /api: files by content address, kept for a year by
 * browsers and in a bounded cache here; and the stable address of an image, which follows a replace.
 */
@Injectable()
export class MediaServing implements EarlyAnswerer {
  private readonly blobs = new LRUCache<string, ServedBlob>({
    maxSize: BLOB_CACHE_BYTES,
    sizeCalculation: (blob) => blob.body.length + 512,
  });
  /** one read of a blob however many requests ask at once */
  private readonly loading = new Map<string, Promise<ServedBlob | undefined>>();

  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly media: MediaService,
    changes: MetaChanges,
  ) {
    media.onPurge((keys) => keys.forEach((key) => this.blobs.delete(key)));
    // Another instance deleted files at once (or this one cannot know it missed it): what is kept may be gone.
    changes.follow(MEDIA_PURGED_KEY, () => this.blobs.clear());
  }

  /** Bytes held by the cache, never above its bound. */
  get cachedBytes(): number {
    return this.blobs.calculatedSize;
  }

  /**
   * A file in the cache, answered on the server's request event before Fastify sees the request,
   * as a bare Node server would: its headers were computed when it entered the cache. Returns
   * false for everything else (a miss, a stable address, a query), which Fastify then serves.
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): EarlyAnswered | undefined {
    return this.answerCached(request, response) ? QUIET : undefined;
  }

  private answerCached(request: IncomingMessage, response: ServerResponse): boolean {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url?.startsWith(PREFIX)) return false;
    const blob = this.blobs.get(request.url.slice(PREFIX.length));
    if (!blob) return false;
    if (request.headers['if-none-match'] === blob.etag) {
      response.writeHead(304, { ...COMMON_HEADERS, 'cache-control': IMMUTABLE, etag: blob.etag });
      response.end();
    } else {
      response.writeHead(200, blob.headers);
      response.end(blob.body);
    }
    return true;
  }

  /**
   * Answers a GET or HEAD of /media/… (true), or leaves the request to routing (false). Every
   * answer carries the same headers whether the file was in the cache or not.
   */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith(PREFIX)) return false;
    const query = request.url.indexOf('?');
    const name = query === -1 ? request.url.slice(PREFIX.length) : request.url.slice(PREFIX.length, query);
    const stable = isUuid(name);
    const key = stable ? await this.media.stableKey(name.toLowerCase()) : VARIANT.test(name) || SVG.test(name) ? name : undefined;
    let blob: ServedBlob | undefined;
    try {
      blob = key ? (this.blobs.get(key) ?? (await this.load(key))) : undefined;
    } catch (error) {
      // A bucket that does not answer (S3MediaStore): the page's other images may be cached, so only this one fails, briefly.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      void reply
        .headers(COMMON_HEADERS)
        .header('retry-after', 10)
        .status(503)
        .send({ statusCode: 503, message: MEDIA_TEXTS.bucketUnreadable, error: 'Service Unavailable' });
      return true;
    }
    if (!blob) {
      void reply.headers(COMMON_HEADERS).status(404).send({ statusCode: 404, message: 'No image at this address', error: 'Not Found' });
      return true;
    }
    void reply.headers(blob.headers);
    if (stable) void reply.header('cache-control', STABLE);
    if (request.headers['if-none-match'] === blob.etag) {
      void reply.removeHeader('content-length').removeHeader('content-type').removeHeader('content-security-policy').status(304).send();
      return true;
    }
    void reply.send(blob.body);
    return true;
  }

  private load(key: string): Promise<ServedBlob | undefined> {
    const under = this.loading.get(key);
    if (under) return under;
    const pending = this.store
      .get(key)
      .then((found) => {
        if (!found) return undefined;
        const blob = servedBlob(found.contentType, found.body);
        this.blobs.set(key, blob);
        return blob;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, pending);
    return pending;
  }
}

/**
 * The library's files at /media/…, outside the API's prefix. A file in the cache is answered
 * before Fastify (the function returned, which app.factory.ts puts on the server's request event):
 * routing and the hooks every page and API call needs cost a variant a large share of its
 * requests per second (bench:media). The rest is answered in the first onRequest hook, before those hooks too. The
 * route is there for its log level: a page shows a dozen images, and a log line for each would
 * bury the requests worth reading (failures are still logged).
 */
export function registerMediaServing(app: NestFastifyApplication): void {
  const serving = app.get(MediaServing);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    if (await serving.answer(request, reply)) return reply;
  });
  fastify.get('/media/*', { logLevel: 'warn' }, async (request, reply) => {
    await serving.answer(request, reply);
  });
}
