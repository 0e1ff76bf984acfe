import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { StoredBlob } from './media-processing.js';

/** How long bytes no item names any more stay served, for pages and caches that still name them. */
export const ORPHAN_DAYS = 7;

/**
 * Where the bytes of the library live. Keys are content addresses, so a blob is written once and
 * never changed. `within` is the transaction of the change that writes or releases blobs, so an
 * item and its bytes commit together; a store outside the database would write first and let
 * the purge collect what a failed change left.
 */
export interface MediaStore {
  get(key: string): Promise<{ contentType: string; body: Buffer } | undefined>;
  has(keys: readonly string[]): Promise<Set<string>>;
  /** stores the blobs that are not there yet, and takes back from the purge those of `hash` that are */
  put(hash: string, blobs: readonly StoredBlob[], within?: EntityManager): Promise<void>;
  /** marks the blobs of a hash no item names any more: the purge deletes them ORPHAN_DAYS later */
  release(hash: string, within?: EntityManager): Promise<void>;
  /** deletes what was released more than ORPHAN_DAYS ago and is still unnamed; returns the keys */
  delete(olderThanDays?: number): Promise<string[]>;
}

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/**
 * The library's bytes in PostgreSQL (media_blob): the embedded engine, a server, several instances
 * and the backups hold them with nothing more to set up.
 */
@Injectable()
export class PostgresMediaStore implements MediaStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(key: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    const rows: { content_type: string; body: Buffer }[] = await this.dataSource.query(`SELECT content_type, body FROM media_blob WHERE key = $1`, [key]);
    return rows[0] && { contentType: rows[0].content_type, body: rows[0].body };
  }

  async has(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await this.dataSource.query(`SELECT key FROM media_blob WHERE key = ANY($1)`, [keys]);
    return new Set(rows.map((row) => row.key));
  }

  async put(hash: string, blobs: readonly StoredBlob[], within: EntityManager = this.dataSource.manager): Promise<void> {
    // One row at a time: a 20 MB original and fifteen variants in one statement would be held twice over by the driver.
    for (const blob of blobs) {
      await within.query(`INSERT INTO media_blob (key, hash, content_type, body, size) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING`, [
        blob.key,
        hash,
        blob.contentType,
        blob.body,
        blob.body.length,
      ]);
    }
    await within.query(`UPDATE media_blob SET orphaned_at = NULL WHERE hash = $1 AND orphaned_at IS NOT NULL`, [hash]);
  }

  async release(hash: string, within: EntityManager = this.dataSource.manager): Promise<void> {
    await within.query(
      `UPDATE media_blob SET orphaned_at = now() WHERE hash = $1 AND orphaned_at IS NULL AND NOT EXISTS (SELECT 1 FROM media_item WHERE hash = $1)`,
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
