import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, changedFields, changeSummary, type Actor } from '../audit/audit.service.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { ContentRecord } from './content-record.entity.js';
import { ContentRevision, type RecordSnapshot, type RevisionAction } from './content-revision.entity.js';
import { SectionState } from './section-state.entity.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { SECTIONS, type SectionContent, type SectionDefinition, type SectionKey } from './sections.js';
import { Changes, type ChangeScope } from '../changes/changes.service.js';

/** A content write: its changes, the history and the site version commit together; caches follow at once. */
const CONTENT_CHANGE: ChangeScope = { moves: ['site'] };
const SEED_LOCK = 7301;

type SectionRecord = { _id: string; createdAt: Date; updatedAt: Date } & Record<string, string | number | boolean | Date>;

/** What the admin's reads add to a record: its place, whether it shows and the version a save must name. */
function toSectionRecord(row: ContentRecord): SectionRecord {
  return { _id: row._id, ...row.fields, position: row.position, hidden: row.hidden, version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** What visitors get: the fields only (GET /api/site is every visitor's first request, so it stays lean). */
function toPublicRecord(row: ContentRecord): SectionRecord {
  return { _id: row._id, ...row.fields, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

const snapshotOf = (row: Pick<ContentRecord, 'fields' | 'position' | 'hidden'>): RecordSnapshot => ({
  fields: row.fields,
  position: row.position,
  hidden: row.hidden,
});

/** Only the declared fields are kept, so nothing undeclared is ever stored. */
function declaredFields(section: SectionDefinition, input: object): Record<string, string | number> {
  const values = input as Record<string, string | number | undefined>;
  const fields: Record<string, string | number> = {};
  for (const name of Object.keys(section.fields)) {
    const value = values[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** How many revisions of a record are always kept, and for how long every one is. */
export const REVISIONS_KEPT = 50;
export const REVISION_DAYS = 30;

export interface RevisionView {
  id: string;
  recordId: string;
  action: RevisionAction;
  actorEmail: string | null;
  createdAt: Date;
  changed: string[];
  before: RecordSnapshot | null;
  after: RecordSnapshot | null;
}

export interface DeletedView {
  revisionId: string;
  recordId: string;
  name: string;
  deletedAt: Date;
  actorEmail: string | null;
  record: RecordSnapshot;
}

export interface ReadOptions {
  /** an Admin's read: hidden records and hidden sections are included, marked */
  includeHidden?: boolean;
}

/** A name for a record in the audit log and the lists: its first text field, else its id. */
export function recordName(section: SectionDefinition, fields: Record<string, unknown> | undefined, id: string): string {
  for (const [name, spec] of Object.entries(section.fields)) {
    const value = fields?.[name];
    if ((spec.kind === 'text' || spec.kind === 'longText' || spec.kind === 'choice') && typeof value === 'string' && value.trim()) {
      return value.trim().slice(0, 80);
    }
  }
  return id;
}

function revisionView(row: ContentRevision): RevisionView {
  return {
    id: row.id,
    recordId: row.recordId,
    action: row.action,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt,
    changed: [
      ...changedFields(row.before?.fields, row.after?.fields),
      ...(row.before && row.after && row.before.position !== row.after.position ? ['position'] : []),
      ...(row.before && row.after && row.before.hidden !== row.after.hidden ? ['hidden'] : []),
    ],
    before: row.before,
    after: row.after,
  };
}

@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
  ) {}

  async hiddenSections(source: DataSource | EntityManager = this.dataSource): Promise<Set<string>> {
    const rows = await source.getRepository(SectionState).find({ where: { hidden: true } });
    return new Set(rows.map((row) => row.section));
  }

  async list(section: SectionDefinition, options: ReadOptions = {}): Promise<SectionRecord[]> {
    if (!options.includeHidden && (await this.hiddenSections()).has(section.key)) return [];
    const rows = await this.dataSource.getRepository(ContentRecord).find({
      where: { section: section.key, ...(options.includeHidden ? {} : { hidden: false }) },
      order: { position: 'ASC', seq: 'ASC' },
    });
    return rows.map(options.includeHidden ? toSectionRecord : toPublicRecord);
  }

  /** Every public section at once, for the one-request site read: what visitors see, and nothing hidden. */
  async listPublic(): Promise<Record<string, SectionRecord[]>> {
    const [rows, hidden] = await Promise.all([
      this.dataSource.getRepository(ContentRecord).find({ where: { hidden: false }, order: { section: 'ASC', position: 'ASC', seq: 'ASC' } }),
      this.hiddenSections(),
    ]);
    const site: Record<string, SectionRecord[]> = {};
    // A hidden section is absent altogether, so the pages leave it (and its link in the navigation) out.
    for (const section of SECTIONS) if (section.public !== false && !hidden.has(section.key)) site[section.key] = [];
    for (const row of rows) site[row.section]?.push(toPublicRecord(row));
    return site;
  }

  async get(section: SectionDefinition, id: string, options: ReadOptions = {}): Promise<SectionRecord> {
    const row = await this.dataSource.getRepository(ContentRecord).findOneBy({ _id: id, section: section.key });
    const visible = row && (options.includeHidden || (!row.hidden && !(await this.hiddenSections()).has(section.key)));
    if (!row || !visible) throw new NotFoundException(`${section.title} ${id} was not found`);
    return options.includeHidden ? toSectionRecord(row) : toPublicRecord(row);
  }

  async create(section: SectionDefinition, input: object, actor?: Actor): Promise<SectionRecord> {
    try {
      const row = await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
        await this.lockSection(manager, section);
        const [{ last }]: [{ last: number }] = await manager.query(`SELECT coalesce(max(position), 0)::int AS last FROM content_record WHERE section = $1`, [
          section.key,
        ]);
        const created = await manager.getRepository(ContentRecord).save({
          section: section.key,
          singletonKey: section.singleton ? section.key : null,
          fields: declaredFields(section, input),
          position: last + 1,
        });
        await this.revise(manager, actor, section, created._id, 'create', null, snapshotOf(created));
        return created;
      });
      return toSectionRecord(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`${section.title} already exists; edit the existing record instead`);
      }
      throw error;
    }
  }

  /**
   * Replaces a record's fields. With the version the editor loaded (If-Match), a save made after
   * someone else's is refused with 409 rather than silently overwriting it.
   */
  async update(section: SectionDefinition, id: string, input: object, actor?: Actor, expectedVersion?: number): Promise<SectionRecord> {
    const row = await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
      const existing = await this.lockRecord(manager, section, id);
      this.checkVersion(section, existing, expectedVersion);
      const before = snapshotOf(existing);
      existing.fields = declaredFields(section, input);
      const saved = await manager.getRepository(ContentRecord).save(existing);
      await this.revise(manager, actor, section, id, 'update', before, snapshotOf(saved));
      return saved;
    });
    return toSectionRecord(row);
  }

  /** Removes one record; the public pages stop showing it at once, and it can be restored from its history. */
  async remove(section: SectionDefinition, id: string, actor?: Actor): Promise<void> {
    await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
      const existing = await this.lockRecord(manager, section, id);
      await manager.getRepository(ContentRecord).delete({ _id: id });
      // The rest of the list closes up behind it.
      await manager.query(`UPDATE content_record SET position = position - 1 WHERE section = $1 AND position > $2`, [section.key, existing.position]);
      await this.revise(manager, actor, section, id, 'delete', snapshotOf(existing), null);
    });
  }

  /** Moves a record to a place in its list (1 is first; a place past the end means last); the others shift. */
  async move(section: SectionDefinition, id: string, position: number, actor?: Actor, expectedVersion?: number): Promise<SectionRecord> {
    const row = await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
      await this.lockSection(manager, section);
      const repository = manager.getRepository(ContentRecord);
      const rows = await repository.find({ where: { section: section.key }, order: { position: 'ASC', seq: 'ASC' } });
      const moving = rows.find((candidate) => candidate._id === id);
      if (!moving) throw new NotFoundException(`${section.title} ${id} was not found`);
      this.checkVersion(section, moving, expectedVersion);
      const before = snapshotOf(moving);
      const order = rows.filter((candidate) => candidate !== moving);
      order.splice(Math.min(position, rows.length) - 1, 0, moving);
      // Every place is rewritten, which also mends a list whose places had gaps or ties.
      for (const [index, candidate] of order.entries()) {
        if (candidate.position !== index + 1 || candidate === moving) {
          await manager.query(`UPDATE content_record SET position = $1 WHERE id = $2`, [index + 1, candidate._id]);
        }
      }
      moving.position = order.indexOf(moving) + 1;
      if (before.position !== moving.position) {
        // The version guards the fields an editor saves; a move leaves them alone, so an open editor stays current.
        await this.revise(manager, actor, section, id, 'move', before, snapshotOf(moving));
      }
      return repository.findOneByOrFail({ _id: id });
    });
    return toSectionRecord(row);
  }

  /** Hides a record from visitors, or shows it again, without deleting it. */
  async setHidden(section: SectionDefinition, id: string, hidden: boolean, actor?: Actor): Promise<SectionRecord> {
    const row = await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
      const existing = await this.lockRecord(manager, section, id);
      if (existing.hidden === hidden) return existing;
      const before = snapshotOf(existing);
      // Not through save(): that would raise the version, and hiding leaves the fields an open editor saves alone.
      await manager.query(`UPDATE content_record SET hidden = $1, updated_at = now() WHERE id = $2`, [hidden, id]);
      const saved = await manager.getRepository(ContentRecord).findOneByOrFail({ _id: id });
      await this.revise(manager, actor, section, id, hidden ? 'hide' : 'show', before, snapshotOf(saved));
      return saved;
    });
    return toSectionRecord(row);
  }

  /** Hides a whole section from visitors (the pages leave it out), or shows it again. */
  async setSectionHidden(section: SectionDefinition, hidden: boolean, actor?: Actor): Promise<void> {
    await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
      const repository = manager.getRepository(SectionState);
      const existing = await repository.findOne({ where: { section: section.key }, lock: { mode: 'pessimistic_write' } });
      if ((existing?.hidden ?? false) === hidden) return;
      await repository.save({ section: section.key, hidden });
      await this.audit.record(manager, actor, { kind: 'section', action: hidden ? 'hide' : 'show', subject: section.title, subjectId: section.key });
      await this.webhooks.emit(manager, 'content.changed', {
        section: section.key,
        action: hidden ? 'hide-section' : 'show-section',
        recordId: null,
        changedFields: [],
        record: null,
      });
    });
  }

  /** A record's revisions, newest first: also those of a record deleted since. */
  async revisions(section: SectionDefinition, id: string): Promise<RevisionView[]> {
    const rows = await this.dataSource.getRepository(ContentRevision).find({
      where: { section: section.key, recordId: id },
      order: { id: 'DESC' },
      take: REVISIONS_KEPT * 4,
    });
    // A record seeded from the demo content has no history yet: that is an empty one, not a missing record.
    if (rows.length === 0 && !(await this.dataSource.getRepository(ContentRecord).existsBy({ _id: id, section: section.key }))) {
      throw new NotFoundException(`${section.title} ${id} was not found`);
    }
    return rows.map(revisionView);
  }

  /** The section's records deleted and not restored since, newest first. */
  async deleted(section: SectionDefinition): Promise<DeletedView[]> {
    const rows: ContentRevision[] = await this.dataSource
      .getRepository(ContentRevision)
      .createQueryBuilder('revision')
      .distinctOn(['revision.recordId'])
      .where('revision.section = :section', { section: section.key })
      .andWhere('NOT EXISTS (SELECT 1 FROM content_record c WHERE c.id = revision.record_id)')
      .orderBy('revision.recordId')
      .addOrderBy('revision.id', 'DESC')
      .getMany();
    return rows
      .filter((row) => row.action === 'delete' && row.before)
      .sort((a, b) => Number(b.id) - Number(a.id))
      .slice(0, REVISIONS_KEPT)
      .map((row) => ({
        revisionId: row.id,
        recordId: row.recordId,
        name: recordName(section, row.before!.fields, row.recordId),
        deletedAt: row.createdAt,
        actorEmail: row.actorEmail,
        record: row.before!,
      }));
  }

  /**
   * Brings a record back to what a revision left it as (or, for a deletion, to what it was before):
   * its fields and whether it shows. A deleted record comes back under its own id, at its old place.
   * The restore is a revision of its own.
   */
  async restore(section: SectionDefinition, revisionId: string, actor?: Actor): Promise<SectionRecord> {
    try {
      const row = await this.changes.run(CONTENT_CHANGE, async ({ manager }) => {
        const revision = await manager.getRepository(ContentRevision).findOneBy({ id: revisionId, section: section.key });
        if (!revision) throw new NotFoundException(`${section.title} revision ${revisionId} was not found`);
        const target = revision.after ?? revision.before;
        if (!target) throw new BadRequestException('This revision holds no record to restore');
        await this.lockSection(manager, section);
        const repository = manager.getRepository(ContentRecord);
        const existing = await repository.findOneBy({ _id: revision.recordId });
        if (existing) {
          const before = snapshotOf(existing);
          existing.fields = declaredFields(section, target.fields);
          existing.hidden = target.hidden;
          const saved = await repository.save(existing);
          await this.revise(manager, actor, section, saved._id, 'restore', before, snapshotOf(saved));
          return saved;
        }
        const [{ count }]: [{ count: number }] = await manager.query(`SELECT count(*)::int AS count FROM content_record WHERE section = $1`, [section.key]);
        const position = Math.min(Math.max(target.position, 1), count + 1);
        await manager.query(`UPDATE content_record SET position = position + 1 WHERE section = $1 AND position >= $2`, [section.key, position]);
        await repository.insert({
          _id: revision.recordId,
          section: section.key,
          singletonKey: section.singleton ? section.key : null,
          fields: declaredFields(section, target.fields),
          hidden: target.hidden,
          position,
        });
        const restored = await repository.findOneByOrFail({ _id: revision.recordId });
        await this.revise(manager, actor, section, restored._id, 'restore', null, snapshotOf(restored));
        return restored;
      });
      return toSectionRecord(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`${section.title} holds one record and has one now; delete it before restoring another`);
      }
      throw error;
    }
  }

  /**
   * Inserts the demo records of sections that hold none and were never seeded; never touches
   * existing content. Each seeded section is remembered (app_meta), so a section the agency
   * emptied on purpose stays empty after a restart instead of refilling with the demo.
   */
  async seedEmptySections(content: SectionContent): Promise<number> {
    // Instances starting together seed one at a time.
    return this.changes.run({ locks: [SEED_LOCK] }, async (change) => {
      const { manager } = change;
      const repository = manager.getRepository(ContentRecord);
      // One question for every section at once: this runs on every start.
      const filled = new Set(((await manager.query(`SELECT DISTINCT section FROM content_record`)) as { section: string }[]).map((row) => row.section));
      const [memory]: { value: string }[] = await manager.query(`SELECT value FROM app_meta WHERE key = 'seeded_sections'`);
      const seeded = new Set<string>(memory ? (JSON.parse(memory.value) as string[]) : []);
      let inserted = 0;
      for (const section of SECTIONS) {
        const records: object[] | undefined = content[section.key as SectionKey];
        if (!records?.length || filled.has(section.key) || seeded.has(section.key)) continue;
        for (const [index, record] of (section.singleton ? records.slice(0, 1) : records).entries()) {
          await repository.save({
            section: section.key,
            singletonKey: section.singleton ? section.key : null,
            fields: declaredFields(section, record),
            position: index + 1,
          });
          inserted++;
        }
      }
      // Every section holding records counts as seeded: the agency's own content is never topped up later.
      const remembered = [
        ...new Set([...seeded, ...filled, ...SECTIONS.filter((section) => content[section.key as SectionKey]?.length).map((s) => s.key)]),
      ].sort();
      if (remembered.join() !== [...seeded].sort().join()) {
        await manager.query(
          `INSERT INTO app_meta (key, value) VALUES ('seeded_sections', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
          [JSON.stringify(remembered)],
        );
      }
      if (inserted > 0) change.move('site');
      return inserted;
    });
  }

  /** One writer per section at a time for what touches places (create, move, delete, restore). */
  private async lockSection(manager: EntityManager, section: SectionDefinition): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(7303, hashtext($1))`, [section.key]);
  }

  private async lockRecord(manager: EntityManager, section: SectionDefinition, id: string): Promise<ContentRecord> {
    if (!section.singleton) await this.lockSection(manager, section);
    const existing = await manager.getRepository(ContentRecord).findOne({ where: { _id: id, section: section.key }, lock: { mode: 'pessimistic_write' } });
    if (!existing) throw new NotFoundException(`${section.title} ${id} was not found`);
    return existing;
  }

  private checkVersion(section: SectionDefinition, existing: ContentRecord, expectedVersion: number | undefined): void {
    if (expectedVersion !== undefined && existing.version !== expectedVersion) {
      throw new ConflictException(
        `This ${section.title.toLowerCase()} record was changed by someone else since you opened it (version ${existing.version}, yours ${expectedVersion}). Reload it and apply your changes again.`,
      );
    }
  }

  /** Keeps a revision and an audit entry of a change, and prunes the record's oldest revisions past the bound. */
  private async revise(
    manager: EntityManager,
    actor: Actor | undefined,
    section: SectionDefinition,
    recordId: string,
    action: RevisionAction,
    before: RecordSnapshot | null,
    after: RecordSnapshot | null,
  ): Promise<void> {
    await manager
      .getRepository(ContentRevision)
      .insert({ recordId, section: section.key, action, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, before, after });
    await manager.query(
      `DELETE FROM content_revision WHERE record_id = $1 AND created_at < now() - make_interval(days => $2)
          AND id < (SELECT id FROM content_revision WHERE record_id = $1 ORDER BY id DESC OFFSET $3 LIMIT 1)`,
      [recordId, REVISION_DAYS, REVISIONS_KEPT - 1],
    );
    const changed = changedFields(before?.fields, after?.fields);
    const labels = Object.fromEntries(Object.entries(section.fields).map(([name, spec]) => [name, spec.label]));
    const detail =
      action === 'move'
        ? `position ${before?.position} → ${after?.position}`
        : action === 'update' || action === 'restore'
          ? changeSummary(before?.fields, after?.fields, labels) || 'no field changed'
          : null;
    await this.audit.record(manager, actor, {
      kind: 'content',
      action,
      subject: `${section.title}: ${recordName(section, (after ?? before)?.fields, recordId)}`,
      subjectId: recordId,
      detail,
    });
    await this.webhooks.emit(manager, 'content.changed', {
      section: section.key,
      action,
      recordId,
      changedFields: changed,
      record: after ? { _id: recordId, ...after.fields, position: after.position, hidden: after.hidden } : null,
    });
  }
}
