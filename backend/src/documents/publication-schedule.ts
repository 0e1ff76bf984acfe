import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Change, Changes } from '../changes/changes.service.js';

/** How often an instance looks for documents scheduled elsewhere (another instance's save, a restore). */
const POLL_MS = 30_000;
/** A little after the publish time, so the database's clock has surely passed it. */
const AFTER_MS = 50;

/** One kind of scheduled document: its table (with `status` and `published_at`), its writers' lock and the app_meta key of its mark. */
export interface ScheduledKind {
  table: string;
  lock: number;
  markKey: string;
  /** the logger's name, and what its warning says was not checked */
  logger: string;
  unchecked: string;
}

/**
 * Moves a kind's schedule mark (app_meta) to the newest publish time already passed: the schedule
 * moves the site version only for documents that became visible after it.
 */
export async function advanceScheduleMark(manager: EntityManager, kind: ScheduledKind): Promise<boolean> {
  // One statement, in the database's own text for the time (microseconds kept): a mark read back
  // through JavaScript's milliseconds would sit before the document's time and move the version again.
  const rows: unknown[] = await manager.query(
    `WITH due AS (
       SELECT max(published_at) AS at FROM "${kind.table}"
       WHERE status = 'published' AND published_at <= now()
         AND published_at > COALESCE((SELECT value::timestamptz FROM app_meta WHERE key = $1), '-infinity')
     )
     INSERT INTO app_meta (key, value) SELECT $1, at::text FROM due WHERE at IS NOT NULL
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
     RETURNING value`,
    [kind.markKey],
  );
  return rows.length > 0;
}

/**
 * Scheduled documents appear at their time on every instance without a restart. Visitors' reads
 * compare the publish time with the database's clock, so the API is right at once; what must
 * follow is every cache kept per site version (pages, the sitemap, the site snapshot). Each
 * instance keeps a timer for the next publish time it knows of (armed after its own saves, and
 * refreshed every 30 s for the others'), and when it fires moves the site version once per newly
 * visible document: the move happens under the kind's lock and only past its mark, so two
 * instances firing together move it once. With a PostgreSQL server every instance reads the site
 * version per request, so one instance's move is every instance's.
 *
 * A kind of document with a publish time extends it with its ScheduledKind, and writes through `run`.
 */
export abstract class PublicationSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;
  /** a save asked while a run was under way: run again, since that run may have read before the save */
  private again = false;

  protected constructor(
    private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly kind: ScheduledKind,
  ) {
    this.logger = new Logger(kind.logger);
  }

  onApplicationBootstrap(): void {
    void this.tick();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * A write of this kind of document: under its lock, with the site version moved in its
   * transaction (so every instance's page cache and sitemap follow at their next request), and the
   * mark moved past every document already visible (the write itself showed them).
   */
  run<T>(work: (manager: EntityManager, change: Change) => Promise<T>): Promise<T> {
    return this.changes.run({ locks: [this.kind.lock], moves: ['site'] }, async (change) => {
      change.afterCommit(() => this.rearm());
      const result = await work(change.manager, change);
      await advanceScheduleMark(change.manager, this.kind);
      return result;
    });
  }

  /** After a save on this instance: the next publish time may have changed. */
  rearm(): void {
    void this.tick();
  }

  /** Shows what became due, then waits for the next publish time (or the next poll). Never runs twice at once. */
  tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.check().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.tick();
      }
    });
    return this.running;
  }

  private async check(): Promise<void> {
    if (this.stopped) return;
    let wait = POLL_MS;
    try {
      await this.changes.run({ locks: [this.kind.lock] }, async (change) => {
        if (await advanceScheduleMark(change.manager, this.kind)) change.move('site');
      });
      // Measured on the database's clock, which decides visibility, not this machine's.
      const rows: { wait: number | null }[] = await this.dataSource.query(
        `SELECT (EXTRACT(EPOCH FROM min(published_at) - now()) * 1000)::float8 AS wait
         FROM "${this.kind.table}" WHERE status = 'published' AND published_at > now()`,
      );
      const next = rows[0]?.wait;
      if (next !== null && next !== undefined) wait = Math.min(POLL_MS, Math.max(0, Number(next)) + AFTER_MS);
    } catch (error) {
      if (this.stopped) return;
      this.logger.warn(`${this.kind.unchecked}: ${(error as Error).message}`);
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), wait).unref();
  }
}
