import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type Actor, type AuditNote } from '../audit/audit.service.js';
import { MetaChanges } from '../database/meta-changes.js';
import { JobQueue, type SendJobOptions } from '../jobs/job-queue.js';
import type { JobMap, JobName } from '../jobs/jobs.js';
import type { WebhookEvent, WebhookPayloads } from '../webhooks/events.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';

/**
 * The versions a change may move, each a counter in app_meta that caches compare against: the
 * site's (pages, sitemaps, feed, /api/site), the redirects table's, and the media files deleted at
 * once (the serving cache). Moved in the change's own transaction, so every instance's caches
 * follow at their next request.
 */
export const VERSION_KEYS = { site: 'site_version', redirects: 'redirects_version', mediaFiles: 'media_purged' } as const;
export type MovedVersion = keyof typeof VERSION_KEYS;

export interface ChangeScope {
  /** advisory locks taken first, in this order: writers of one kind queue instead of racing */
  locks?: readonly number[];
  /** versions every run of this change moves; `Change.move` adds one a run decides on */
  moves?: readonly MovedVersion[];
}

/** One change in progress: its transaction, and what it records, emits and moves with it. */
export class Change {
  readonly moved = new Set<MovedVersion>();
  /** what runs once the change has committed (Changes.run reads it) */
  readonly committedActions: (() => void)[] = [];

  constructor(
    readonly manager: EntityManager,
    private readonly audit: AuditService,
    private readonly events: WebhookEventsService,
    private readonly jobs: JobQueue,
  ) {}

  /** Moves a version with this change (a seed that wrote nothing moves nothing). */
  move(version: MovedVersion): void {
    this.moved.add(version);
  }

  /** A lock a change takes once it knows it needs it (a slug moved, so redirects change too). */
  async lock(key: number): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  /** The audit entry, committed with the change or not at all. */
  record(actor: Actor | undefined, note: AuditNote): Promise<void> {
    return this.audit.record(this.manager, actor, note);
  }

  /** A webhook event, in the outbox of the change's transaction. */
  emit<E extends WebhookEvent>(type: E, data: WebhookPayloads[E]): Promise<void> {
    return this.events.emit(this.manager, type, data);
  }

  /** Background work, queued in the change's transaction (so it exists exactly if the change does), started once it commits. */
  async enqueue<N extends JobName>(name: N, data: JobMap[N], options: Omit<SendJobOptions, 'manager'> = {}): Promise<void> {
    await this.jobs.send(name, data, { ...options, manager: this.manager });
    this.afterCommit(() => this.jobs.wake(name));
  }

  /** Runs once the change has committed (never when it rolls back). Not `then`: that would make a Change a thenable. */
  afterCommit(action: () => void): void {
    this.committedActions.push(action);
  }
}

/**
 * The one write path: opens the transaction, takes the locks, runs the work, moves the versions the
 * change moves; once it is over, this process's caches that follow those versions forget them
 * (MetaChanges tells every follower, as it does for another instance's commit) and the
 * after-commit actions run. Services keep their rules; the plumbing is here.
 */
@Injectable()
export class Changes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly meta: MetaChanges,
    private readonly audit: AuditService,
    private readonly events: WebhookEventsService,
    private readonly jobs: JobQueue,
  ) {}

  async run<T>(scope: ChangeScope, work: (change: Change) => Promise<T>): Promise<T> {
    let change: Change | undefined;
    let committed = false;
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        change = new Change(manager, this.audit, this.events, this.jobs);
        for (const key of scope.locks ?? []) await change.lock(key);
        for (const version of scope.moves ?? []) change.move(version);
        const done = await work(change);
        for (const version of change.moved) await moveVersion(manager, VERSION_KEYS[version]);
        return done;
      });
      committed = true;
      return result;
    } finally {
      // Also after a failure: a commit whose answer was lost may have happened, and forgetting only
      // costs a read.
      for (const version of change?.moved ?? []) this.meta.committedHere(VERSION_KEYS[version]);
      if (committed) for (const action of change?.committedActions ?? []) action();
    }
  }
}

async function moveVersion(manager: EntityManager, key: string): Promise<void> {
  await manager.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, '1')
     ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text, updated_at = now()`,
    [key],
  );
}
