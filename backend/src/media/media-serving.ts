import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isUuid } from '../common/ids.js';
import { MEDIA_STORE, type MediaStore } from './media-store.js';
import { MediaService } from './media.service.js';

interface ServedBlob {
  contentType: string;
  body: Buffer;
  /** strong: the SHA-256 of the bytes, computed once when the blob enters the cache */
  etag: string;
}

/** What the kept blobs may weigh together: the variants of a few dozen photos at every width. */
const BLOB_CACHE_BYTES = 64 * 1024 * 1024;

const VARIANT = /^[0-9a-f]{16}-\d{1,5}\.(?:avif|webp|jpeg|png)$/;
const SVG = /^[0-9a-f]{16}\.svg$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** the stable address follows a replace: browsers check again after five minutes */
const STABLE = 'public, max-age=300';
/** An SVG opened on its own is a document: no script runs, nothing is fetched, it is no origin of ours. */
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/**
 * The public side of the library, outside /api: variants by content address, kept for a year by
 * browsers and in a bounded cache here; and the stable address of an image, which follows a replace.
 */
@Injectable()
export class MediaServing {
  private readonly blobs = new LRUCache<string, ServedBlob>({
    maxSize: BLOB_CACHE_BYTES,
    sizeCalculation: (blob) => blob.body.length + 256,
  });
  /** one read of a blob however many requests ask at once */
  private readonly loading = new Map<string, Promise<ServedBlob | undefined>>();

  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly media: MediaService,
  ) {
    media.onPurge((keys) => keys.forEach((key) => this.blobs.delete(key)));
  }

  /** Bytes held by the cache, never above its bound. */
  get cachedBytes(): number {
    return this.blobs.calculatedSize;
  }

  async handle(name: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let key: string | undefined = name;
    let cacheControl = IMMUTABLE;
    if (isUuid(name)) {
      key = await this.media.stableKey(name.toLowerCase());
      cacheControl = STABLE;
    } else if (!VARIANT.test(name) && !SVG.test(name)) {
      key = undefined;
    }
    const blob = key && (this.blobs.get(key) ?? (await this.load(key)));
    void reply.header('x-content-type-options', 'nosniff');
    if (!blob) {
      void reply.status(404).send({ statusCode: 404, message: 'No image at this address', error: 'Not Found' });
      return;
    }
    void reply.header('cache-control', cacheControl).header('etag', blob.etag);
    if (blob.contentType === 'image/svg+xml') void reply.header('content-security-policy', SVG_POLICY);
    if (request.headers['if-none-match'] === blob.etag) {
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', blob.contentType).send(blob.body);
  }

  private load(key: string): Promise<ServedBlob | undefined> {
    const under = this.loading.get(key);
    if (under) return under;
    const pending = this.store
      .get(key)
      .then((found) => {
        if (!found) return undefined;
        const blob = { ...found, etag: `"${createHash('sha256').update(found.body).digest('base64url')}"` };
        this.blobs.set(key, blob);
        return blob;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, pending);
    return pending;
  }
}

/** The library's files at /media/…, beside the pages and outside the API's prefix. */
export function registerMediaServing(app: NestFastifyApplication): void {
  const serving = app.get(MediaServing);
  app
    .getHttpAdapter()
    .getInstance()
    .get<{ Params: { name: string } }>('/media/:name', (request, reply) => serving.handle(request.params.name, request, reply));
}
