import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Changes } from '../changes/changes.service.js';

/** The lock every blog write takes, so the schedule's mark and the site version move in order. */
export const BLOG_LOCK = 7305;

/** How often an instance looks for posts scheduled elsewhere (another instance's save, a restore). */
const POLL_MS = 30_000;
/** A little after the publish time, so the database's clock has surely passed it. */
const AFTER_MS = 50;

/**
 * Scheduled posts appear at their time on every instance without a restart. Visitors' reads
 * compare the publish time with the database's clock, so the API is right at once; what must
 * follow is every cache kept per site version (pages, the sitemap, the site snapshot). Each
 * instance keeps a timer for the next publish time it knows of (armed after its own saves, and
 * refreshed every 30 s for the others'), and when it fires moves the site version once per newly
 * visible post: the move happens under the blog's lock and only past `blog_schedule_mark`, so two
 * instances firing together move it once. With a PostgreSQL server every instance reads the site
 * version per request, so one instance's move is every instance's.
 */
@Injectable()
export class BlogSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BlogSchedule');
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;
  /** a save asked while a run was under way: run again, since that run may have read before the save */
  private again = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
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
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.tick();
      }
    });
    return this.running;
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    let wait = POLL_MS;
    try {
      await this.changes.run({ locks: [BLOG_LOCK] }, async (change) => {
        if (await advanceScheduleMark(change.manager)) change.move('site');
      });
      // Measured on the database's clock, which decides visibility, not this machine's.
      const rows: { wait: number | null }[] = await this.dataSource.query(
        `SELECT (EXTRACT(EPOCH FROM min(published_at) - now()) * 1000)::float8 AS wait
         FROM blog_post WHERE status = 'published' AND published_at > now()`,
      );
      const next = rows[0]?.wait;
      if (next !== null && next !== undefined) wait = Math.min(POLL_MS, Math.max(0, Number(next)) + AFTER_MS);
    } catch (error) {
      if (this.stopped) return;
      this.logger.warn(`Scheduled posts not checked: ${(error as Error).message}`);
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), wait).unref();
  }
}

/**
 * Moves the schedule's mark (app_meta `blog_schedule_mark`) to the newest publish time already
 * passed: BlogSchedule moves the site version only for posts that became visible after it.
 */
export async function advanceScheduleMark(manager: EntityManager): Promise<boolean> {
  // One statement, in the database's own text for the time (microseconds kept): a mark read back
  // through JavaScript's milliseconds would sit before the post's time and move the version again.
  const rows: unknown[] = await manager.query(
    `WITH due AS (
       SELECT max(published_at) AS at FROM blog_post
       WHERE status = 'published' AND published_at <= now()
         AND published_at > COALESCE((SELECT value::timestamptz FROM app_meta WHERE key = 'blog_schedule_mark'), '-infinity')
     )
     INSERT INTO app_meta (key, value) SELECT 'blog_schedule_mark', at::text FROM due WHERE at IS NOT NULL
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
     RETURNING value`,
  );
  return rows.length > 0;
}
