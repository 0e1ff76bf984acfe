import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { StoredBlob } from './media-processing.js';

/** How long bytes no item names any more stay served, for pages and caches that still name them. */
export const ORPHAN_DAYS = 7;

/**
 * Where the bytes of the library live. Keys are content addresses, so a blob is written once and
 * never changed. `within` is the transaction of the change that writes or releases blobs, so an
 * item and its bytes commit together; a store outside the database writes first (`stage`) and
 * lets the purge collect what a failed change left. Either way media_blob lists every blob, so
 * look-ups, dedupe and the purge's choice are the same queries.
 */
export interface MediaStore {
  get(key: string): Promise<{ contentType: string; body: Buffer } | undefined>;
  has(keys: readonly string[]): Promise<Set<string>>;
  /**
   * Runs before the change's transaction, with the blobs `has` did not find: a store outside the
   * database writes them there and lists them as released, so a change that then fails leaves
   * nothing the purge does not collect. Throws a 503 when the bytes cannot be written.
   */
  stage(hash: string, blobs: readonly StoredBlob[]): Promise<void>;
  /** stores the blobs that are not there yet, and takes back from the purge those of `hash` that are */
  put(hash: string, blobs: readonly StoredBlob[], within?: EntityManager): Promise<void>;
  /** marks the blobs of a hash no item names any more: the purge deletes them ORPHAN_DAYS later */
  release(hash: string, within?: EntityManager): Promise<void>;
  /** deletes what was released more than ORPHAN_DAYS ago and is still unnamed; returns the keys */
  delete(olderThanDays?: number): Promise<string[]>;
  /**
   * deletes the blobs of a hash no item names, now, within the change's transaction; returns the
   * keys. Throws a 503 when the bytes cannot be deleted, so the change rolls back whole.
   */
  deleteNow(hash: string, within: EntityManager): Promise<string[]>;
}

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/**
 * The library's bytes in PostgreSQL (media_blob): the embedded engine, a server, several instances
 * and the backups hold them with nothing more to set up.
 */
@Injectable()
export class PostgresMediaStore implements MediaStore {
  constructor(@InjectDataSource() protected readonly dataSource: DataSource) {}

  /** The store, once it has said at start-up whether files were left in a bucket that is no longer configured. */
  static async open(dataSource: DataSource): Promise<PostgresMediaStore> {
    const [{ count }]: { count: number }[] = await dataSource.query(`SELECT count(*)::int AS count FROM media_blob WHERE body IS NULL`);
    if (count > 0) {
      new Logger('Media').warn(
        `${count} media files were written to a bucket (MEDIA_S3_URL), which is no longer set: they answer 404 until MEDIA_S3_URL names the bucket again or their images are uploaded again`,
      );
    }
    return new PostgresMediaStore(dataSource);
  }

  // A blob without a body was written to a bucket (MEDIA_S3_URL, since unset): not served, and
  // written here again when the same file is uploaded.
  async get(key: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    const rows: { content_type: string; body: Buffer }[] = await this.dataSource.query(
      `SELECT content_type, body FROM media_blob WHERE key = $1 AND body IS NOT NULL`,
      [key],
    );
    return rows[0] && { contentType: rows[0].content_type, body: rows[0].body };
  }

  async has(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await this.dataSource.query(`SELECT key FROM media_blob WHERE key = ANY($1) AND body IS NOT NULL`, [keys]);
    return new Set(rows.map((row) => row.key));
  }

  async stage(_hash: string, _blobs: readonly StoredBlob[]): Promise<void> {
    // The bytes are rows: they are written in the change's own transaction (put).
  }

  async put(hash: string, blobs: readonly StoredBlob[], within: EntityManager = this.dataSource.manager): Promise<void> {
    // One row at a time: a 20 MB original and fifteen variants in one statement would be held twice over by the driver.
    for (const blob of blobs) {
      await within.query(
        `INSERT INTO media_blob (key, hash, content_type, body, size) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body WHERE media_blob.body IS NULL`,
        [blob.key, hash, blob.contentType, blob.body, blob.body.length],
      );
    }
    await within.query(`UPDATE media_blob SET orphaned_at = NULL WHERE hash = $1 AND orphaned_at IS NOT NULL`, [hash]);
  }

  async release(hash: string, within: EntityManager = this.dataSource.manager): Promise<void> {
    await within.query(
      `UPDATE media_blob SET orphaned_at = now() WHERE hash = $1 AND orphaned_at IS NULL AND NOT EXISTS (SELECT 1 FROM media_item WHERE hash = $1)`,
      [hash],
    );
  }

  async deleteNow(hash: string, within: EntityManager): Promise<string[]> {
    return (await this.deleteRowsNow(hash, within)).map((row) => row.key);
  }

  /** The rows deleteNow removes, and which of them had their bytes in a bucket. */
  protected deleteRowsNow(hash: string, within: EntityManager): Promise<{ key: string; in_bucket: boolean }[]> {
    return within.query(
      `WITH purged AS (
         DELETE FROM media_blob b WHERE b.hash = $1 AND NOT EXISTS (SELECT 1 FROM media_item i WHERE i.hash = b.hash) RETURNING b.key, b.body IS NULL AS in_bucket
       ) SELECT key, in_bucket FROM purged`,
      [hash],
    );
  }

  async delete(olderThanDays = ORPHAN_DAYS): Promise<string[]> {
    // Through a CTE, so the driver hands back the deleted keys as the rows of a SELECT.
    const rows: { key: string }[] = await this.dataSource.query(
      `WITH purged AS (
         DELETE FROM media_blob b WHERE b.orphaned_at < now() - make_interval(days => $1)
            AND NOT EXISTS (SELECT 1 FROM media_item i WHERE i.hash = b.hash) RETURNING b.key
       ) SELECT key FROM purged`,
      [olderThanDays],
    );
    return rows.map((row) => row.key);
  }
}
