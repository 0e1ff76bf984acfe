import { randomBytes } from 'node:crypto';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { freshReads } from '../common/fresh-reads.js';
import type { DatabaseEngine } from './database-engine.js';

/** What app_meta's trigger notifies, with the changed key (migration MetaChanges). */
export const META_CHANNEL = 'app_meta_changed';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'app-meta-listener';
/** How often a notification is sent through the pool to the listening connection, and how long it may take to arrive. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** Waits between two tries to listen again, the last repeated. */
const RETRY_MS = [500, 1_000, 2_000, 5_000];

/**
 * With a PostgreSQL server, other instances change app_meta too (the site's and the redirects'
 * versions). One connection per instance LISTENs on the trigger's channel; while it does, every
 * change committed by any instance is told here, so a version may be kept in memory and forgotten
 * when told, instead of read for every request. While the connection is down (not yet up, lost,
 * reconnecting) `live` is false and the versions are read per request again, as before.
 *
 * A LISTEN that succeeded does not prove that notifications arrive: behind a pooler in transaction
 * mode it runs on a server connection that goes back to the pool, and a network may drop a
 * connection without closing it. So the instance counts as listening only once a notification it
 * sent through the pool (the way its writes go) has come back on the listening connection, and
 * only while the next one, every five seconds, comes back within five seconds.
 *
 * Followers are also told when the connection comes up or is lost: changes may have been committed
 * while nobody listened. The embedded engine serves one process, whose own writes forget what they
 * change: it never listens. Provided by DatabaseModule.
 */
export class MetaChanges implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Database');
  private readonly followers = new Map<string, Set<() => void>>();
  /** this instance's own channel for the notifications that prove delivery */
  private readonly probeChannel = `app_meta_probe_${randomBytes(8).toString('hex')}`;
  private probes = 0;
  /** the probe on its way, answered when its payload arrives on the listening connection */
  private awaiting?: { payload: string; arrived: () => void };
  private client?: pg.Client;
  private listening = false;
  private stopped = false;
  private failures = 0;
  private heartbeat?: NodeJS.Timeout;
  private retry?: NodeJS.Timeout;

  constructor(private readonly engine: DatabaseEngine) {}

  /** True while every change committed from now on will be told to the followers. */
  get live(): boolean {
    return this.listening;
  }

  /**
   * A version kept in app_meta under `key`, read through `read`: kept in memory while that is safe
   * (the embedded engine, or a server while listening) and forgotten when `key` changes.
   */
  version(key: string, read: () => Promise<string>): MetaVersion {
    const version = new MetaVersion(read, () => this.engine.isEmbedded || this.listening);
    this.follow(key, () => version.forget());
    return version;
  }

  /** `changed` runs when `key` changed on any instance, and when the channel comes up or is lost. */
  follow(key: string, changed: () => void): void {
    let set = this.followers.get(key);
    if (!set) this.followers.set(key, (set = new Set()));
    set.add(changed);
  }

  /**
   * This process committed a change of `key`: its followers forget at once, without waiting for
   * the notification (which the embedded engine never sends, and a server sends a moment later).
   */
  committedHere(key: string): void {
    this.tell(this.followers.get(key));
  }

  onApplicationBootstrap(): void {
    if (!this.engine.isEmbedded) void this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.drop();
    // A connection a network dropped silently would never answer the goodbye: shutdown waits 1 s at most.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([client?.end().catch(() => undefined), new Promise((gone) => (timer = setTimeout(gone, 1_000)))]);
    clearTimeout(timer);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.engine.listenUrl,
      keepAlive: true,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', ({ channel, payload }) => {
      if (channel === META_CHANNEL && payload) return this.tell(this.followers.get(payload));
      const awaiting = this.awaiting;
      if (channel === this.probeChannel && awaiting && payload === awaiting.payload) awaiting.arrived();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${META_CHANNEL}`);
      await client.query(`LISTEN ${this.probeChannel}`);
      if (this.client === client) await this.echo();
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client) return;
    if (this.failures > 0) this.logger.log('Listening for other instances’ changes again');
    this.failures = 0;
    this.listening = true;
    // What was kept may predate changes committed while nobody listened: read once more.
    this.tellAll();
    this.beatLater(client);
  }

  private beatLater(client: pg.Client): void {
    this.heartbeat = setTimeout(() => void this.beat(client), HEARTBEAT_MS).unref();
  }

  /** Proves, again, that what the pool sends arrives; a connection where it does not is given up. */
  private async beat(client: pg.Client): Promise<void> {
    try {
      await this.echo();
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client === client) this.beatLater(client);
  }

  /** Sends a notification through the pool and waits for it on the listening connection. */
  private echo(): Promise<void> {
    const payload = String(++this.probes);
    return new Promise<void>((arrived, failed) => {
      const timer = setTimeout(() => {
        if (this.awaiting?.payload === payload) this.awaiting = undefined;
        failed(
          new Error(
            `a notification sent through the pool did not arrive within ${HEARTBEAT_TIMEOUT_MS / 1000} s; behind a pooler in transaction mode, set DATABASE_LISTEN_URL to a session connection`,
          ),
        );
      }, HEARTBEAT_TIMEOUT_MS).unref();
      this.awaiting = {
        payload,
        arrived: () => {
          clearTimeout(timer);
          this.awaiting = undefined;
          arrived();
        },
      };
      this.engine.query('SELECT pg_notify($1, $2)', [this.probeChannel, payload]).catch((error: unknown) => {
        clearTimeout(timer);
        failed(error as Error);
      });
    });
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client || this.stopped) return;
    const wasListening = this.listening;
    this.drop();
    client.end().catch(() => undefined);
    if (wasListening) this.tellAll();
    if (this.failures === 0) {
      this.logger.warn(
        `Not listening for other instances’ changes (${error?.message ?? 'connection closed'}); reading the versions per request until it is back`,
      );
    }
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures++;
    this.retry = setTimeout(() => void this.listen(), wait).unref();
  }

  private drop(): void {
    this.client = undefined;
    this.listening = false;
    this.awaiting = undefined;
    clearTimeout(this.heartbeat);
  }

  private tellAll(): void {
    for (const set of this.followers.values()) this.tell(set);
  }

  private tell(set: Set<() => void> | undefined): void {
    for (const changed of set ?? []) changed();
  }
}

/**
 * A version number a cache compares against (MetaChanges.version). Kept: read once, then answered
 * from memory until forgotten, which this process's own writes do once committed and MetaChanges
 * does for every other instance's. Not kept (a server whose changes are not listened to): read per
 * call, shared by the calls that arrive while one read is out (freshReads).
 */
export class MetaVersion {
  private remembered?: Promise<string>;
  /** what `remembered` resolved to, for answers that cannot wait (the pages' fast path) */
  private settled?: string;
  private readonly shared: () => Promise<string>;

  constructor(
    private readonly read: () => Promise<string>,
    private readonly kept: () => boolean,
  ) {
    this.shared = freshReads(read);
  }

  /** The version when it is known without asking the database. */
  known(): string | undefined {
    return this.kept() ? this.settled : undefined;
  }

  current(): Promise<string> {
    if (!this.kept()) return this.shared();
    if (!this.remembered) {
      const reading = this.read().then(
        (version) => {
          if (this.remembered === reading) this.settled = version;
          return version;
        },
        (error: unknown) => {
          if (this.remembered === reading) this.remembered = undefined;
          throw error;
        },
      );
      this.remembered = reading;
    }
    return this.remembered;
  }

  forget(): void {
    this.remembered = undefined;
    this.settled = undefined;
  }
}
