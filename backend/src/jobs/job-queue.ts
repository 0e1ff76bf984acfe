import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PgBoss, type Db as IDatabase, type Job, type SendOptions, type WorkOptions } from 'pg-boss';
import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { QUEUES, type JobMap, type JobName } from './jobs.js';

/** How long a stop waits for the jobs under way before handing them back to the queue. */
export const STOP_GRACE_MS = 8_000;

/** The queue's tables, beside the product's own in the same database (so a backup holds them). */
export const JOB_SCHEMA = 'pgboss';

/** What a job's handler gets: its data, and the signal aborted when the job is taken back (a stop, a lost heartbeat). */
export interface JobContext {
  id: string;
  retryCount: number;
  signal: AbortSignal;
}

export interface SendJobOptions {
  /** the change's transaction: the job exists if and only if the change commits */
  manager?: EntityManager;
  singletonKey?: string;
  startAfter?: number | Date;
}

/**
 * The PostgreSQL job queue (pg-boss) every background task runs on: jobs are rows, so they survive
 * a restart, any instance works any job, a failed one is retried with backoff, and a stop finishes
 * what it holds or hands it back. It talks through TypeORM's own pool, so the embedded engine (one
 * session) serves it too, and a job can be queued in a change's transaction.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private boss?: PgBoss;
  /** this instance's worker per queue, woken when a job for it was just committed here */
  private readonly workers = new Map<JobName, string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    this.boss = await startJobQueue(this.dataSource, (error) => this.logger.warn(`Job queue: ${error.message}`));
  }

  /** The jobs under way finish (up to STOP_GRACE_MS); those that do not are handed back for any instance to retry. */
  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: STOP_GRACE_MS, close: false });
  }

  /** Queues a job; with a manager, in that transaction. Null when a live job has the same singleton key. */
  async send<N extends JobName>(name: N, data: JobMap[N], options: SendJobOptions = {}): Promise<string | null> {
    const { manager, ...rest } = options;
    const sendOptions: SendOptions = { ...rest, ...(manager ? { db: transactionDb(manager) } : {}) };
    return this.started().send(name, data as object, sendOptions);
  }

  /** This instance works the queue's jobs one at a time per slot; a handler that throws has its job retried. */
  async work<N extends JobName>(
    name: N,
    options: Pick<WorkOptions, 'localConcurrency' | 'pollingIntervalSeconds'>,
    handler: (data: JobMap[N], job: JobContext) => Promise<void>,
  ): Promise<void> {
    const id = await this.started().work<JobMap[N]>(name, { pollingIntervalSeconds: 2, ...options, batchSize: 1 }, async ([job]: Job<JobMap[N]>[]) => {
      await handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
    });
    this.workers.set(name, id);
  }

  /** Fetches at once instead of at the next poll: a job was just committed on this instance. */
  wake(name: JobName): void {
    const id = this.workers.get(name);
    if (id) this.boss?.notifyWorker(id);
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job queue has not started');
    return this.boss;
  }
}

/**
 * Starts pg-boss on the data source's own pool (TypeORM's PostgreSQL driver keeps it as `master`), making or migrating its schema (under pg-boss's own lock, so instances
 * starting together take turns) and its queues as this release defines them. The migrations call
 * it too, so the embedded template and a server copy hold the schema before the first start.
 */
export async function startJobQueue(dataSource: DataSource, onError: (error: Error) => void): Promise<PgBoss> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    // Jobs whose worker stopped beating are failed (and so retried) by a supervision pass, which
    // takes up a queue only when its counts are older than the monitor interval (60 s by default).
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    maintenanceIntervalSeconds: 300,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', onError);
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) {
    // A queue's policy is fixed once it exists; its retries and retention follow this release's.
    const { policy, ...changeable } = options;
    if (await boss.getQueue(name)) await boss.updateQueue(name, changeable);
    else await boss.createQueue(name, { policy, ...changeable });
  }
  return boss;
}

/** pg-boss's view of a TypeORM transaction: its statements run on the transaction's connection. */
function transactionDb(manager: EntityManager): IDatabase {
  return {
    executeSql: async (text, values) => {
      const runner = manager.queryRunner;
      if (!runner) throw new Error('A job queued with a change needs the change’s transaction');
      const result = await runner.query(text, values, true);
      return { rows: result.records as unknown[] };
    },
  };
}
