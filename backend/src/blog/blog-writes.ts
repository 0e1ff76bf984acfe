import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, type Actor, type AuditNote } from '../audit/audit.service.js';
import { Changes, type Change, type ChangeScope } from '../changes/changes.service.js';
import { recordContentChange } from '../webhooks/content-change.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { advanceScheduleMark, BLOG_LOCK, BlogSchedule } from './blog-schedule.service.js';

/** Every blog write: under the blog's lock (the schedule's mark moves in order), moving the site version. */
const BLOG_CHANGE: ChangeScope = { locks: [BLOG_LOCK], moves: ['site'] };

/** The blog's one write path, which its posts, terms, authors and settings all take. */
@Injectable()
export class BlogWrites {
  constructor(
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
    private readonly schedule: BlogSchedule,
  ) {}

  /**
   * Every blog write: under the blog's lock, with the site version moved in its transaction (so
   * every instance's page cache and sitemap follow at their next request), and the schedule's
   * mark moved past every post already visible (the write itself showed them).
   */
  run<T>(work: (manager: EntityManager, change: Change) => Promise<T>): Promise<T> {
    return this.changes.run(BLOG_CHANGE, async (change) => {
      change.afterCommit(() => this.schedule.rearm());
      const result = await work(change.manager, change);
      await advanceScheduleMark(change.manager);
      return result;
    });
  }

  /** The write's audit entry and its content-change webhook event, in the write's transaction. */
  record(manager: EntityManager, actor: Actor | undefined, note: AuditNote): Promise<void> {
    return recordContentChange(this.audit, this.webhooks, manager, actor, note, 'blog');
  }
}
