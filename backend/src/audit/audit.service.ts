import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import { AuditEntry } from './audit-entry.entity.js';
import { isAuditKind, type AuditKind } from './audit-kinds.js';

/**
 * Who made a change: the signed-in admin of the request. An account that erases itself is named
 * by id alone (email null), so the log keeps no address of someone who asked to be forgotten.
 */
export type Actor = Pick<Viewer, 'id'> & { email: string | null };

export interface AuditNote {
  kind: AuditKind;
  action: string;
  subject: string;
  subjectId?: string | null;
  detail?: string | null;
}

export interface AuditFilter {
  actor?: string;
  kind?: AuditKind;
  /** entries at or after this instant */
  from?: Date;
  /** entries before this instant */
  to?: Date;
  /** the cursor of the last entry of the previous page */
  after?: string;
  pageSize: number;
}

export interface AuditPage {
  items: AuditEntry[];
  /** the cursor for the next (older) page, or null on the last */
  next: string | null;
}

const clip = (text: string | null | undefined, length: number) => (text == null ? null : text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A page boundary: the created_at (microseconds, as PostgreSQL keeps it) and id of an entry. */
function encodeCursor(entry: { cursorAt: string; id: string }): string {
  return Buffer.from(`${entry.cursorAt}|${entry.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !/^\d{1,20}$/.test(at ?? '') || !/^\d{1,20}$/.test(id ?? '')) return null;
  return { at, id };
}

/** Which fields differ between two versions of a record, for the log and the history. */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...names].filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name])).sort();
}

/** A value as a change's summary quotes it: text on one line and cut short; a structure (rich text, a list) is not quoted. */
function quoted(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return 'empty';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const line = value.replace(/\s+/g, ' ').trim();
  return `“${line.length > 60 ? `${line.slice(0, 59)}…` : line}”`;
}

/**
 * What a change did to each field, in the editor's words: `Answer: “Weeks” → “Months”; Facebook
 * link: empty → “https://…”`. A field without a label keeps its name; a structure reads "changed".
 */
export function changeSummary(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  labels: Readonly<Record<string, string>>,
): string {
  return changedFields(before, after)
    .map((name) => {
      const label = labels[name] ?? name;
      const from = quoted(before?.[name]);
      const to = quoted(after?.[name]);
      return from === undefined || to === undefined ? `${label} changed` : `${label}: ${from} → ${to}`;
    })
    .join('; ');
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes an entry in the transaction of the change, so the log and the change commit together. */
  async record(manager: EntityManager, actor: Actor | undefined, note: AuditNote): Promise<void> {
    // The database no longer names the kinds: a kind no module registered is refused here, and the change with it.
    if (!isAuditKind(note.kind)) throw new Error(`Unknown audit kind: ${String(note.kind)} (register it with registerAuditKind)`);
    await manager.getRepository(AuditEntry).insert({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      kind: note.kind,
      action: note.action,
      subject: clip(note.subject, 300) ?? '',
      subjectId: note.subjectId ?? null,
      detail: clip(note.detail, 1000),
    });
  }

  /**
   * Newest first, one page after the cursor. Keyset paging over (created_at, id) walks the index
   * of the filter in use from the cursor on, so a page reads pageSize + 1 rows however deep it is
   * and however many entries there are; an offset would read every row before it.
   */
  async page(filter: AuditFilter): Promise<AuditPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.actor) add(`actor_email = ?`, filter.actor.toLowerCase());
    if (filter.kind) add(`kind = ?`, filter.kind);
    if (filter.from) add(`created_at >= ?`, filter.from);
    if (filter.to) add(`created_at < ?`, filter.to);
    const cursor = filter.after ? decodeCursor(filter.after) : null;
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where.push(`(created_at, id) < ('epoch'::timestamptz + $${params.length - 1}::bigint * interval '1 microsecond', $${params.length}::bigint)`);
    }
    params.push(filter.pageSize + 1);
    const rows: (Record<string, unknown> & { cursor_at: string })[] = await this.dataSource.query(
      `SELECT id, created_at, actor_id, actor_email, kind, action, subject, subject_id, detail,
              (extract(epoch FROM created_at) * 1e6)::bigint::text AS cursor_at
         FROM audit_entry ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, filter.pageSize).map(
      (row) =>
        Object.assign(new AuditEntry(), {
          id: String(row.id),
          createdAt: row.created_at as Date,
          actorId: row.actor_id as string | null,
          actorEmail: row.actor_email as string | null,
          kind: row.kind as AuditKind,
          action: row.action as string,
          subject: row.subject as string,
          subjectId: row.subject_id as string | null,
          detail: row.detail as string | null,
        }) as AuditEntry,
    );
    const last = rows.length > filter.pageSize ? rows[filter.pageSize - 1] : undefined;
    return { items, next: last ? encodeCursor({ cursorAt: last.cursor_at, id: String(last.id) }) : null };
  }
}
