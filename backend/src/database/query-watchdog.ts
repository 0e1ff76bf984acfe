import pg from 'pg';

/** How long a query may wait for its answer before the watchdog asks whether the server answers at all. */
export const SUSPECT_MS = 2_000;
/** How long that question may take: a new connection and `SELECT 1`. */
export const PROBE_MS = 3_000;

/**
 * What a query given up by the watchdog fails with. Its code is PostgreSQL's connection_failure,
 * so it is told as "the database is not reachable" (503), like a refused connection.
 */
export class DatabaseNotAnswering extends Error {
  readonly code = '08006';
}

type Query = (...args: unknown[]) => unknown;

/** How often the server is asked again while it is known not to answer. */
export const RECOVERY_PROBE_MS = 1_000;

/**
 * Bounds the wait for a PostgreSQL server's answer when the network to it goes silent: packets
 * dropped, nothing closed, so neither the driver nor TCP ever says the connection is gone (TCP
 * keepalive does not probe while a request is unacknowledged, and a relay in between acknowledges
 * everything). `statement_timeout` cannot help either: the server never sees the statement.
 *
 * A fixed client-side timeout would have to choose between cutting a legitimate long query and
 * letting every request hang for as long. Instead, a query unanswered for SUSPECT_MS makes the
 * watchdog ask the server something on a new connection. If it answers, the query is only slow and
 * is asked about again SUSPECT_MS later. If it does not within PROBE_MS, the server is unreachable:
 * every connection is destroyed (their queries fail at once, with a 503, and the pool never hands
 * them out again), and until a probe, once a second, is answered again, a connection or query the
 * pool asks for fails at once, as with a refused port, instead of waiting for its own time bound.
 *
 * A query still unanswered `limitMs` after it was sent is given up whatever the probe says: the
 * server's own statement_timeout would have ended it before, so its connection alone is lost.
 * Streamed queries (exports) are not watched: a client that reads slowly pauses them for as long
 * as it likes. One probe at a time is shared by every waiting query.
 */
export class QueryWatchdog {
  private probing?: Promise<boolean>;
  /** the server did not answer the last probe: nothing waits for it until one is answered */
  private unreachable = false;
  /** every connection of the pool, given up at once when the server stops answering */
  readonly connections = new Set<pg.Client>();

  constructor(
    private readonly url: string,
    private readonly limitMs: number,
  ) {}

  /** True while the server is known not to answer. */
  get down(): boolean {
    return this.unreachable;
  }

  /** The pg.Client the pool makes its connections with (pg-pool's `Client` option). */
  clientClass(): typeof pg.Client {
    return watchedClient(this);
  }

  notAnswering(): DatabaseNotAnswering {
    return new DatabaseNotAnswering(`PostgreSQL did not answer a new connection within ${PROBE_MS / 1000} s`);
  }

  /** Starts watching one query; `giveUp` ends its connection. Returns what to call once it is answered. */
  watch(giveUp: (error: Error) => void): () => void {
    const sent = Date.now();
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    const check = async () => {
      const reachable = await this.serverAnswers();
      if (answered || !reachable) return;
      const waited = Date.now() - sent;
      if (waited >= this.limitMs) giveUp(new DatabaseNotAnswering(`PostgreSQL answers, but not on this connection within ${Math.round(waited / 1000)} s`));
      else timer = setTimeout(() => void check(), Math.min(SUSPECT_MS, this.limitMs - waited)).unref();
    };
    timer = setTimeout(() => void check(), SUSPECT_MS).unref();
    return () => {
      answered = true;
      clearTimeout(timer);
    };
  }

  /**
   * Whether the server answers a new connection within PROBE_MS; the probe under way is shared.
   * A probe unanswered gives every connection up and starts asking once a second until one is.
   */
  serverAnswers(): Promise<boolean> {
    this.probing ??= this.probe().then((reachable) => {
      this.probing = undefined;
      if (!reachable && !this.unreachable) {
        this.unreachable = true;
        const error = this.notAnswering();
        for (const connection of this.connections) connection.connection.stream.destroy(error);
        this.recover();
      }
      if (reachable) this.unreachable = false;
      return reachable;
    });
    return this.probing;
  }

  private recover(): void {
    setTimeout(() => {
      void this.serverAnswers().then((reachable) => {
        if (!reachable) this.recover();
      });
    }, RECOVERY_PROBE_MS).unref();
  }

  private async probe(): Promise<boolean> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: PROBE_MS,
      query_timeout: PROBE_MS,
      application_name: 'database-probe',
    });
    // The client's own 'error' event after a failure is already told by the rejected promise.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      void client.end().catch(() => undefined);
      return true;
    } catch (error) {
      // A connection that cannot take a new query must not wait for a goodbye nobody will answer.
      client.connection.stream.destroy();
      // An error the server sent (too many connections, shutting down) is an answer: it is there.
      return error instanceof pg.DatabaseError;
    }
  }
}

/** A pg.Client whose queries `watchdog` watches, and which fails at once while the server is known not to answer. */
function watchedClient(watchdog: QueryWatchdog): typeof pg.Client {
  return class WatchedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      watchdog.connections.add(this);
      this.once('end', () => watchdog.connections.delete(this));
      const connect = super.connect.bind(this) as (callback?: (error?: Error) => void) => Promise<void> | void;
      this.connect = ((callback?: (error?: Error) => void) => {
        if (!watchdog.down) return connect(callback);
        const error = watchdog.notAnswering();
        watchdog.connections.delete(this);
        this.connection.stream.destroy();
        if (!callback) return Promise.reject(error);
        process.nextTick(() => callback(error));
      }) as pg.Client['connect'];
      const query = super.query.bind(this) as Query;
      this.query = ((...args: unknown[]) => {
        const [config] = args;
        const last = args.length - 1;
        const callback = typeof args[last] === 'function' ? (args[last] as (...results: unknown[]) => void) : undefined;
        const streamed = typeof (config as { submit?: unknown } | undefined)?.submit === 'function';
        if (watchdog.down) {
          // The connection comes from before the outage: it is given up rather than trusted.
          const error = watchdog.notAnswering();
          this.connection.stream.destroy(error);
          if (streamed) return query(...args);
          if (!callback) return Promise.reject(error);
          process.nextTick(() => callback(error));
          return undefined;
        }
        if (streamed) return query(...args);
        const done = watchdog.watch((error) => this.connection.stream.destroy(error));
        try {
          if (callback) {
            args[last] = (...results: unknown[]) => {
              done();
              callback(...results);
            };
            return query(...args);
          }
          return (query(...args) as Promise<unknown>).finally(done);
        } catch (error) {
          done();
          throw error;
        }
      }) as unknown as pg.Client['query'];
    }
  };
}
