import type { EntityManager } from 'typeorm';
import type { Actor, AuditNote, AuditService } from '../audit/audit.service.js';
import type { WebhookEventsService } from './webhook-events.service.js';

/**
 * A content change's audit entry and its `content.changed` webhook event, both in the change's
 * transaction: integrators hear of the site's pages, the blog and the case studies as they hear of the sections. The
 * record itself is not sent (`record: null`); a receiver reads it by `recordId`.
 */
export async function recordContentChange(
  audit: AuditService,
  webhooks: WebhookEventsService,
  manager: EntityManager,
  actor: Actor | undefined,
  note: AuditNote,
  /** the `section` integrators read: a document kind names its own (`pages`, `blog`, `caseStudies`), so a new kind edits nothing here */
  section: string,
): Promise<void> {
  await audit.record(manager, actor, note);
  await webhooks.emit(manager, 'content.changed', {
    section,
    action: note.action,
    recordId: note.subjectId ?? null,
    changedFields: note.detail && note.action === 'update' ? note.detail.split(', ') : [],
    record: null,
  });
}
