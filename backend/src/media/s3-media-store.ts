import type { Readable } from 'node:stream';
import { Logger, ServiceUnavailableException, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { S3Client } from '@aws-sdk/client-s3';
import { DataSource, type EntityManager } from 'typeorm';
import type { MediaS3Settings } from '../config/media-s3.js';
import { SettingsError } from '../config/settings.js';
import type { StoredBlob } from './media-processing.js';
import { ORPHAN_DAYS, PostgresMediaStore } from './media-store.js';
import { MEDIA_TEXTS } from './texts.js';

type Sdk = typeof import('@aws-sdk/client-s3');

/** How many objects an upload writes at once (an original and up to fifteen variants). */
const PARALLEL_WRITES = 4;
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;
/** The start-up check gives up after this long, retries included, and the server starts with a warning. */
const CHECK_MS = 10_000;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One S3 call's failure, as a log line: the SDK's name for it and the HTTP status, never the request (it is signed). */
function described(error: unknown): string {
  const { name, message, $metadata } = (error ?? {}) as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
  return `${name ?? 'Error'}${status}: ${message ?? String(error)}`;
}

/**
 * The body of a GetObject read into one buffer of the size the bucket announced: the serving
 * cache keeps exactly these bytes, and no chunk list is held beside them.
 */
async function readBody(stream: Readable, length: number | undefined): Promise<Buffer> {
  if (length === undefined) return Buffer.concat(await stream.toArray());
  const body = Buffer.allocUnsafe(length);
  let filled = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (filled + chunk.length > length) {
      stream.destroy();
      throw new Error(`the object is longer than the ${length} bytes announced`);
    }
    chunk.copy(body, filled);
    filled += chunk.length;
  }
  if (filled !== length) throw new Error(`the object ended after ${filled} of ${length} bytes`);
  return body;
}

/**
 * The library's bytes in an S3-compatible bucket (MEDIA_S3_URL), for sites whose library would
 * make the database too large to back up and restore at ease. Each blob is the object
 * `{prefix}{key}`, written once and never changed; media_blob still lists every blob (its body
 * NULL), so dedupe, the week before a purge and the look-up of an unknown address stay database
 * queries, and a scan of random addresses never reaches the bucket. Rows whose body is set were
 * stored before the bucket was configured and are served from the database as before. Several
 * instances share the bucket as they share the database.
 */
export class S3MediaStore extends PostgresMediaStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Media');

  private constructor(
    dataSource: DataSource,
    private readonly settings: MediaS3Settings,
    private readonly sdk: Sdk,
    private readonly client: S3Client,
  ) {
    super(dataSource);
  }

  static async connect(settings: MediaS3Settings, dataSource: DataSource): Promise<S3MediaStore> {
    // Loaded only when a bucket is configured: the SDK is left out of the bundle (rolldown.config.mjs).
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them (DeleteObjects): the extra checksum headers the SDK
      // sends by default are still refused by some S3-compatible services.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering costs a request seconds, not the default of no limit.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
    return new S3MediaStore(dataSource, settings, sdk, client);
  }

  private get where(): string {
    return `the bucket "${this.settings.bucket}" at ${this.settings.endpoint}`;
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${key}`;
  }

  /**
   * Asks the bucket before the server listens. A bucket that says the settings are wrong (no
   * such bucket, credentials refused, another region) will not heal by waiting: the start is
   * refused with what to fix (main.ts prints the message). A bucket that does not answer may be
   * passing trouble, and the pages, orders and payments do not need it: the server starts and
   * says so, and images not yet cached and uploads answer 503 until the bucket is back.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(CHECK_MS) });
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const name = (error as { name?: string }).name;
      if (status === 404)
        throw new SettingsError(`MEDIA_S3_URL names ${this.where}, which does not exist: create it, or correct the URL (${this.settings.redacted})`);
      if (status === 401 || status === 403) {
        throw new SettingsError(
          `${sentence(this.where)} refused the credentials of MEDIA_S3_URL (HTTP ${status}): check the access key, the secret and that they may read and write the bucket (${this.settings.redacted})`,
        );
      }
      if (status === 301 || status === 400) {
        throw new SettingsError(
          `${sentence(this.where)} refused the request (HTTP ${status}): check the region (now ${this.settings.region}) and forcePathStyle in MEDIA_S3_URL`,
        );
      }
      if (name === 'CredentialsProviderError') {
        throw new SettingsError(
          `MEDIA_S3_URL has no access key and secret, and none were found in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) or a role`,
        );
      }
      this.logger.warn(
        `${sentence(this.where)} does not answer (${described(error)}): the site starts, but images not yet cached and uploads answer 503 until the bucket is back`,
      );
      return;
    }
    this.logger.log(`Media files are kept in ${this.where}, under ${this.settings.prefix} (${this.settings.redacted})`);
  }

  private unavailable(doing: string, error: unknown): ServiceUnavailableException {
    this.logger.warn(`${doing} ${this.where} failed: ${described(error)}`);
    return new ServiceUnavailableException(MEDIA_TEXTS.bucketUnavailable);
  }

  override async get(key: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    const rows: { content_type: string; body: Buffer | null }[] = await this.dataSource.query(`SELECT content_type, body FROM media_blob WHERE key = $1`, [
      key,
    ]);
    if (!rows[0]) return undefined;
    if (rows[0].body) return { contentType: rows[0].content_type, body: rows[0].body };
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return { contentType: rows[0].content_type, body: await readBody(object.Body as Readable, object.ContentLength) };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
        // Listed but gone (deleted from the bucket by hand, or a restore of the database newer than the bucket's).
        this.logger.warn(`${key} is listed in media_blob but ${this.where} does not hold it`);
        return undefined;
      }
      throw this.unavailable(`Reading ${key} from`, error);
    }
  }

  override async has(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await this.dataSource.query(`SELECT key FROM media_blob WHERE key = ANY($1)`, [keys]);
    return new Set(rows.map((row) => row.key));
  }

  override async stage(hash: string, blobs: readonly StoredBlob[]): Promise<void> {
    // The week of released blobs the change takes back starts again, so no purge runs between
    // this and the change's transaction, which takes them back for good.
    await this.dataSource.query(`UPDATE media_blob SET orphaned_at = now() WHERE hash = $1 AND orphaned_at IS NOT NULL`, [hash]);
    const written: StoredBlob[] = [];
    let failure: unknown;
    const queue = [...blobs];
    const writer = async () => {
      for (let blob = queue.shift(); blob && failure === undefined; blob = queue.shift()) {
        try {
          await this.client.send(
            new this.sdk.PutObjectCommand({
              Bucket: this.settings.bucket,
              Key: this.objectKey(blob.key),
              Body: blob.body,
              ContentType: blob.contentType,
              ContentLength: blob.body.length,
              // Content-addressed, as on /media/: a CDN in front of the bucket may keep it for good.
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
          written.push(blob);
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, blobs.length) }, writer));
    // Listed as released, whether the upload goes on or not: the change's transaction takes them
    // back (put); after a failure, the purge deletes them a week on like any unused file.
    if (written.length > 0) {
      await this.dataSource.query(
        `INSERT INTO media_blob (key, hash, content_type, body, size, orphaned_at)
         SELECT key, $1, content_type, NULL, size, now() FROM unnest($2::varchar[], $3::varchar[], $4::int[]) AS w(key, content_type, size)
         ON CONFLICT (key) DO NOTHING`,
        [hash, written.map((blob) => blob.key), written.map((blob) => blob.contentType), written.map((blob) => blob.body.length)],
      );
    }
    if (failure !== undefined) throw this.unavailable(`Writing ${hash} to`, failure);
  }

  override async put(hash: string, _blobs: readonly StoredBlob[], within: EntityManager = this.dataSource.manager): Promise<void> {
    // The objects and their rows were written by stage: this takes them back from the purge, in the change.
    await super.put(hash, [], within);
  }

  override async deleteNow(hash: string, within: EntityManager): Promise<string[]> {
    const rows = await this.deleteRowsNow(hash, within);
    try {
      await this.deleteObjects(rows.filter((row) => row.in_bucket).map((row) => row.key));
    } catch (error) {
      throw this.unavailable(`Deleting ${hash} from`, error);
    }
    return rows.map((row) => row.key);
  }

  override async delete(olderThanDays = ORPHAN_DAYS): Promise<string[]> {
    // The rows go only if the objects do (a failure rolls them back, and the next purge tries
    // again), so no object outlives its listing. Their locks keep an upload of the same file
    // waiting meanwhile.
    return this.dataSource.transaction(async (manager) => {
      const rows: { key: string; in_bucket: boolean }[] = await manager.query(
        `WITH purged AS (
           DELETE FROM media_blob b WHERE b.orphaned_at < now() - make_interval(days => $1)
              AND NOT EXISTS (SELECT 1 FROM media_item i WHERE i.hash = b.hash) RETURNING b.key, b.body IS NULL AS in_bucket
         ) SELECT key, in_bucket FROM purged`,
        [olderThanDays],
      );
      await this.deleteObjects(rows.filter((row) => row.in_bucket).map((row) => row.key));
      return rows.map((row) => row.key);
    });
  }

  private async deleteObjects(keys: readonly string[]): Promise<void> {
    const objects = keys.map((key) => ({ Key: this.objectKey(key) }));
    for (let start = 0; start < objects.length; start += DELETE_BATCH) {
      const batch = objects.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(new this.sdk.DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch, Quiet: true } }));
      if (result.Errors?.length)
        throw new Error(`${this.where} kept ${result.Errors.length} objects: ${result.Errors[0].Code ?? ''} ${result.Errors[0].Message ?? ''}`);
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
