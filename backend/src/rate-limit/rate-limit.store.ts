import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import type { RateLimitRule } from './rate-limit.decorator.js';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * A key of one length for anything counted: a client address (any string a trusted proxy passes
 * on), an e-mail address, or both. Hashed, so no key outgrows the column and the table holds no
 * address as it was typed.
 */
export function limiterKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

/** The client a request is counted under: its address, or for IPv6 the /64 every subscriber is given whole. */
export function clientOf(address: string): string {
  if (isIP(address) !== 6 || address.toLowerCase().startsWith('::ffff:')) return address;
  const [head, tail] = address.split('%')[0].split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The counters of every limit in the `rate_limit` table (rate-limiter-flexible), shared by every
 * instance on the database. Each instance deletes the expired ones now and then: the statement is
 * the same from any of them, and a counter that is counting again is no longer expired.
 */
@Injectable()
export class RateLimitStore implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  private sweeper?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** The counter named `name`, its limit multiplied by RATE_LIMIT_FACTOR. */
  limiter(name: string, rule: RateLimitRule): RateLimiterPostgres {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.client,
        storeType: 'pool',
        tableName: 'rate_limit',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: rule.limit * this.settings.rateLimitFactor,
        duration: rule.seconds,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async removeExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit WHERE expire < $1', [Date.now()]);
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => {
      this.sweeping = this.removeExpired().catch((error: unknown) => this.logger.warn(`Expired rate-limit counters were not deleted: ${String(error)}`));
    }, SWEEP_EVERY_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sweeping;
  }

  /**
   * Its queries run unnamed: a named prepared statement would outlive its connection in the
   * embedded engine, whose one session all connections share. TypeORM answers a DELETE or an
   * UPDATE with [rows, affected count], anything else with the rows.
   */
  private readonly client = {
    query: async (query: { text: string; values?: unknown[] }) => {
      const result: unknown = await this.dataSource.query(query.text, query.values);
      const rows = Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
      const rowCount = Array.isArray(result) && typeof result[1] === 'number' ? result[1] : rows.length;
      return { rows, rowCount };
    },
  };
}
