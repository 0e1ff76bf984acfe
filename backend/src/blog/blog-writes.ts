import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, type Actor, type AuditNote } from '../audit/audit.service.js';
import type { Change } from '../changes/changes.service.js';
import { recordContentChange } from '../webhooks/content-change.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { BlogSchedule } from './blog-schedule.service.js';

/** The blog's one write path, which its posts, terms, authors and settings all take. */
@Injectable()
export class BlogWrites {
  constructor(
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
    private readonly schedule: BlogSchedule,
  ) {}

  /** Every blog write, through Changes.run: under the blog's lock, moving the site version and the schedule's mark (PublicationSchedule.run). */
  run<T>(work: (manager: EntityManager, change: Change) => Promise<T>): Promise<T> {
    return this.schedule.run(work);
  }

  /** The write's audit entry and its content-change webhook event, in the write's transaction. */
  record(manager: EntityManager, actor: Actor | undefined, note: AuditNote): Promise<void> {
    return recordContentChange(this.audit, this.webhooks, manager, actor, note, 'blog');
  }
}
