import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import { TEST_EVENT, type DeliveredEvent } from './events.js';
import { QUEUED_DELIVERIES } from './webhook-events.service.js';
import { SecretSealer, signDelivery } from './webhook-secrets.js';
import { sendDelivery, type SendResult } from './webhook-sender.js';
import { resolveTarget, type Lookup } from './webhook-target.js';
import { WEBHOOK_TEXTS } from './texts.js';

/** The wait after each failed try: about 24 hours from the first try to the last. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000, 16 * 3_600_000];
/** A delivery is tried this often before it is given up (it can still be redelivered by hand). */
export const MAX_TRIES = RETRY_DELAYS_MS.length + 1;
/** How often each instance looks for due deliveries besides the look it takes after a commit that queued some. */
const POLL_MS = 2_000;
/** How many deliveries one instance sends at once, to every endpoint together. */
export const MAX_PARALLEL = 16;
/**
 * How many of them may go to one endpoint: one, so an endpoint gets its deliveries in the order the
 * events happened (a retry excepted), and one that hangs holds a single place for the attempt's
 * timeout while the others go on.
 */
export const PER_ENDPOINT = 1;
/** How long settled deliveries stay in the log, and how often older ones are deleted. */
const KEPT_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;
/** A claimed delivery's lease: another instance takes it over after this if its worker died mid-send. */
const LEASE = `interval '1 minute'`;

/** The delay before the next try, ±20% so endpoints that failed together are not all retried together. */
export function retryDelay(tries: number): number {
  const base = RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length) - 1];
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

interface Claimed {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: DeliveredEvent;
  body: string;
  tries: number;
}

/**
 * Sends queued deliveries, on every instance, outside any request: claims due rows with
 * `FOR UPDATE SKIP LOCKED` (so two instances never take the same row) and a one-minute lease, and
 * writes each attempt to the log. Sends run side by side, at most PER_ENDPOINT to one endpoint and
 * MAX_PARALLEL in all; each that ends frees its place for the next due delivery at once. A slow,
 * hanging or huge answer so costs its own endpoint's place for at most 10 s and 4 KB, never the
 * other endpoints' deliveries.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnModuleDestroy, EntitySubscriberInterface {
  private readonly logger = new Logger('Webhooks');
  private readonly sealer: SecretSealer;
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  /** the claiming pass under way: it only claims and starts sends, which run on their own */
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  /** the sends under way on this instance, and how many of them go to each endpoint */
  private readonly sending = new Set<Promise<void>>();
  private readonly perEndpoint = new Map<string, number>();
  private started = 0;
  /** the DNS look-up of targets; tests give one that answers as a hostile resolver would */
  lookup?: Lookup;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly mail: MailService,
  ) {
    this.sealer = new SecretSealer(settings.jwtSecret);
  }

  onApplicationBootstrap(): void {
    this.dataSource.subscribers.push(this);
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
    this.kick();
    void this.prune();
  }

  /** Settled deliveries (and their attempts) are kept a month for the log; queued ones until they settle. */
  async prune(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM webhook_delivery WHERE status <> 'pending' AND created_at < now() - interval '${KEPT_DAYS} days'`);
    } catch (error) {
      if (!this.stopped) this.logger.warn(`Old webhook deliveries were not pruned: ${(error as Error).message}`);
    }
  }

  /** Before the database closes: the sends under way finish and are logged, no new one starts. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    await this.running;
    await Promise.allSettled([...this.sending]);
  }

  /** TypeORM calls this after every commit; one that queued deliveries starts them at once. */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.data?.[QUEUED_DELIVERIES]) {
      event.queryRunner.data = { ...event.queryRunner.data, [QUEUED_DELIVERIES]: false };
      this.kick();
    }
  }

  /** Starts a claiming pass unless one is running, which then goes round once more. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.fill()
      .catch((error: Error) => {
        if (!this.stopped) this.logger.warn(`Webhook deliveries paused: ${error.message}`);
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Sends every delivery due now and waits until no send is under way; the number of sends started
   * meanwhile. Tests call it to run a round at once.
   */
  async deliverDue(): Promise<number> {
    const before = this.started;
    for (;;) {
      this.kick();
      while (this.running) await this.running;
      if (this.sending.size === 0) return this.started - before;
      await Promise.race(this.sending);
    }
  }

  /**
   * Claims as many due deliveries as there are free places, endpoint by endpoint (the one waiting
   * longest first), and starts their sends without waiting for them.
   */
  private async fill(): Promise<void> {
    for (;;) {
      let claimed = 0;
      for (const endpointId of await this.dueEndpoints()) {
        const room = Math.min(PER_ENDPOINT - (this.perEndpoint.get(endpointId) ?? 0), MAX_PARALLEL - this.sending.size);
        if (this.stopped || room <= 0) continue;
        const deliveries = await this.claim(endpointId, room);
        for (const delivery of deliveries) this.start(delivery);
        claimed += deliveries.length;
      }
      if (claimed === 0 || this.stopped || this.sending.size >= MAX_PARALLEL) return;
    }
  }

  private start(delivery: Claimed): void {
    this.started++;
    this.perEndpoint.set(delivery.endpoint_id, (this.perEndpoint.get(delivery.endpoint_id) ?? 0) + 1);
    // One delivery's trouble (its endpoint deleted meanwhile, say) leaves the others' results recorded.
    const send: Promise<void> = this.attempt(delivery)
      .catch((error: Error) => this.logger.warn(`A webhook attempt was not recorded: ${error.message}`))
      .finally(() => {
        this.sending.delete(send);
        const left = (this.perEndpoint.get(delivery.endpoint_id) ?? 1) - 1;
        if (left > 0) this.perEndpoint.set(delivery.endpoint_id, left);
        else this.perEndpoint.delete(delivery.endpoint_id);
        this.kick();
      });
    this.sending.add(send);
  }

  /** The endpoints with deliveries due, oldest due first, leaving out those this instance sends to all it may. */
  private async dueEndpoints(): Promise<string[]> {
    const full = [...this.perEndpoint].filter(([, count]) => count >= PER_ENDPOINT).map(([id]) => id);
    const rows: { endpoint_id: string }[] = await this.dataSource.query(
      `SELECT d.endpoint_id FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (e.enabled OR d.event_type = $1) AND NOT (d.endpoint_id = ANY($2::uuid[]))
       GROUP BY d.endpoint_id ORDER BY min(d.next_attempt_at) LIMIT $3`,
      [TEST_EVENT, full, MAX_PARALLEL],
    );
    return rows.map((row) => row.endpoint_id);
  }

  private async claim(endpointId: string, limit: number): Promise<Claimed[]> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows] = (await this.dataSource.query(
      `UPDATE webhook_delivery SET next_attempt_at = now() + ${LEASE}, attempts = attempts + 1, tries = tries + 1
       WHERE id IN (
         SELECT d.id FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
         WHERE d.endpoint_id = $3 AND d.status = 'pending' AND d.next_attempt_at <= now() AND (e.enabled OR d.event_type = $2)
         ORDER BY d.next_attempt_at, d.created_at, d.id LIMIT $1
         FOR UPDATE OF d SKIP LOCKED)
       RETURNING id, endpoint_id, event_id, event_type, body, tries`,
      [limit, TEST_EVENT, endpointId],
    )) as [Claimed[], number];
    return rows;
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const attemptedAt = new Date();
    const result = await this.send(delivery).catch((error: Error): SendResult => ({
      statusCode: null,
      durationMs: 0,
      error: error.message.slice(0, 500),
      body: null,
    }));
    const ok = result.error === null && result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const error = ok ? null : (result.error ?? `The endpoint answered ${result.statusCode}`);
    const settle = ok || delivery.tries >= MAX_TRIES;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO webhook_attempt (delivery_id, attempted_at, status_code, duration_ms, error, response_body) VALUES ($1, $2, $3, $4, $5, $6)`,
        [delivery.id, attemptedAt, result.statusCode, result.durationMs, error, result.body],
      );
      await manager.query(
        `UPDATE webhook_delivery SET status = $2, next_attempt_at = ${settle ? 'NULL' : `now() + make_interval(secs => $7::double precision / 1000)`},
           last_status_code = $3, last_error = $4, last_duration_ms = $5, last_attempt_at = $6
         WHERE id = $1`,
        [
          delivery.id,
          ok ? 'succeeded' : settle ? 'failed' : 'pending',
          result.statusCode,
          error,
          result.durationMs,
          attemptedAt,
          ...(settle ? [] : [retryDelay(delivery.tries)]),
        ],
      );
    });
    // A test event says nothing of the endpoint's health.
    if (delivery.event_type === TEST_EVENT) return;
    if (ok) await this.dataSource.query(`UPDATE webhook_endpoint SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`, [delivery.endpoint_id]);
    else await this.noteFailure(delivery.endpoint_id, error!);
  }

  private async send(delivery: Claimed): Promise<SendResult> {
    const rows: { url: string; secret_sealed: string; previous_secret_sealed: string | null }[] = await this.dataSource.query(
      `SELECT url, secret_sealed, CASE WHEN previous_secret_until > now() THEN previous_secret_sealed END AS previous_secret_sealed FROM webhook_endpoint WHERE id = $1`,
      [delivery.endpoint_id],
    );
    const secret = rows[0] && this.sealer.open(rows[0].secret_sealed);
    // Within a day of a roll, the secret it replaced signs too (a receiver verifies with whichever it has).
    const previous = rows[0]?.previous_secret_sealed ? this.sealer.open(rows[0].previous_secret_sealed) : undefined;
    if (!secret) return { statusCode: null, durationMs: 0, error: WEBHOOK_TEXTS.unsealable, body: null };
    const started = performance.now();
    const target = await resolveTarget(rows[0].url, this.settings.webhooksAllowPrivate, this.lookup);
    if ('refused' in target) return { statusCode: null, durationMs: Math.round(performance.now() - started), error: target.refused, body: null };
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': `Webhooks/1.0 (+${this.settings.publicUrl})`,
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': [secret, previous]
        .filter((each): each is string => !!each)
        .map((each) => signDelivery(each, delivery.event_id, timestamp, delivery.body))
        .join(' '),
    };
    return sendDelivery(target, headers, delivery.body);
  }

  /**
   * Marks the endpoint failing from its first failure on; once it has failed for a day without a
   * success, it is disabled and every Admin is told. The UPDATE's condition lets one instance do it.
   */
  private async noteFailure(endpointId: string, error: string): Promise<void> {
    // Names the host only: an address may carry a token in its path or query.
    const [disabled] = (await this.dataSource.query(
      `UPDATE webhook_endpoint SET failing_since = COALESCE(failing_since, now()),
         enabled = CASE WHEN failing_since <= now() - interval '1 day' THEN false ELSE enabled END,
         disabled_at = CASE WHEN enabled AND failing_since <= now() - interval '1 day' THEN now() ELSE disabled_at END
       WHERE id = $1
       RETURNING url, description, failing_since, disabled_at = now() AS disabled_now`,
      [endpointId],
    )) as [{ url: string; description: string; failing_since: Date; disabled_now: boolean }[], number];
    const endpoint = disabled[0];
    if (!endpoint?.disabled_now) return;
    this.logger.warn(`Webhook endpoint ${endpointId} (${new URL(endpoint.url).host}) disabled after a day of failures; last: ${error}`);
    await this.mail.toAdmins({
      kind: 'webhookDisabled',
      data: {
        url: endpoint.url,
        description: endpoint.description,
        since: new Date(endpoint.failing_since).toISOString(),
        lastError: error,
        webhooksUrl: `${this.settings.publicUrl}/webhooks`,
      },
    });
  }
}
