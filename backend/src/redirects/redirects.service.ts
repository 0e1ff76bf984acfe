import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, changedFields, type Actor } from '../audit/audit.service.js';
import { Changes, VERSION_KEYS, type Change } from '../changes/changes.service.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MetaChanges, type MetaVersion } from '../database/meta-changes.js';
import { RedirectGraph, type GraphRedirect } from './redirect-graph.js';
import { checkedTarget, normalizedSource, otherSpelling } from './redirect-rules.js';
import { Redirect, type RedirectCode } from './redirect.entity.js';
import type { RedirectImportResult, RedirectInput, RedirectQuery, RedirectRecord } from './redirects.dto.js';
import { REDIRECT_LIMITS, REDIRECT_TEXTS } from './texts.js';

/** What a request needs to be answered: kept in memory for every redirect. */
export interface ActiveRedirect {
  id: string;
  target: string | null;
  statusCode: RedirectCode;
  /** the target is a path of this site: the request's query string goes along */
  internal: boolean;
}

interface RedirectTable {
  version: string;
  /** both spellings of every source (with and without the trailing slash) */
  bySource: Map<string, ActiveRedirect>;
}

/** How long hits wait in memory before one UPDATE writes them all. */
const HIT_FLUSH_MS = 5000;
/** One lock for every redirect save, so two saves that would together make a loop or chain go one after the other. */
const REDIRECTS_LOCK = 7304;

const toRecord = (redirect: Redirect): RedirectRecord => ({
  id: redirect.id,
  source: redirect.source,
  target: redirect.target,
  statusCode: redirect.statusCode,
  note: redirect.note,
  hits: Number(redirect.hits),
  lastHitAt: redirect.lastHitAt,
  createdAt: redirect.createdAt,
  updatedAt: redirect.updatedAt,
});

const subjectOf = (redirect: Pick<Redirect, 'source' | 'target' | 'statusCode'>) =>
  `Redirect: ${redirect.source} → ${redirect.target ?? 'gone'} (${redirect.statusCode})`;

/** A redirect as checked and about to be stored. */
type CheckedRedirect = Pick<Redirect, 'source' | 'target' | 'statusCode' | 'note'> & { internalPath: string | null };

@Injectable()
export class RedirectsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Redirects');
  private readonly siteOrigin: string;
  private table?: RedirectTable;
  private loading?: Promise<RedirectTable>;
  /** `redirects_version`, kept in memory while that is safe (MetaVersion) */
  private readonly version: MetaVersion;
  private pendingHits = new Map<string, { count: number; last: Date }>();
  private flushTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    meta: MetaChanges,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.siteOrigin = new URL(settings.publicUrl).origin;
    this.version = meta.version(VERSION_KEYS.redirects, () => this.readVersion());
  }

  /**
   * The redirect of a request path, from the in-memory table. The table is reloaded when
   * `redirects_version` moved (any instance's save moves it in its transaction): kept in memory
   * while this process hears of every instance's saves (MetaVersion), read per request while it
   * cannot, so a save on one instance applies on every other at once, as the site version does for
   * the page cache.
   */
  async find(path: string): Promise<ActiveRedirect | undefined> {
    let table: RedirectTable | undefined;
    try {
      const version = await this.version.current();
      table = this.table?.version === version ? this.table : await this.load(version);
    } catch (error) {
      // The database is away: the last table keeps answering; without one, pages decide.
      this.logger.warn(`Redirects not reloaded: ${(error as Error).message}`);
      table = this.table;
    }
    return table?.bySource.get(path);
  }

  /**
   * The redirect of a path when the answer is known without asking the database (the version kept,
   * the table loaded for it): the redirect, or null for none; undefined
   * when only find() can tell.
   */
  findIfKnown(path: string): ActiveRedirect | null | undefined {
    const version = this.version.known();
    if (version === undefined || this.table?.version !== version) return undefined;
    return this.table.bySource.get(path) ?? null;
  }

  /** Counted in memory; written with the others within a few seconds (lost if the process dies first). */
  countHit(id: string): void {
    const now = new Date();
    const pending = this.pendingHits.get(id);
    if (pending) {
      pending.count += 1;
      pending.last = now;
    } else {
      this.pendingHits.set(id, { count: 1, last: now });
    }
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      void this.flushHits();
    }, HIT_FLUSH_MS).unref();
  }

  /** Writes the hits counted so far in one statement; kept for the next try if it fails. */
  async flushHits(): Promise<void> {
    if (this.pendingHits.size === 0) return;
    const batch = this.pendingHits;
    this.pendingHits = new Map();
    const entries = [...batch];
    try {
      await this.dataSource.query(
        `UPDATE redirect SET hits = redirect.hits + h.count, last_hit_at = GREATEST(redirect.last_hit_at, h.last)
         FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[]) AS h(id, count, last) WHERE redirect.id = h.id`,
        [entries.map(([id]) => id), entries.map(([, hit]) => hit.count), entries.map(([, hit]) => hit.last.toISOString())],
      );
    } catch (error) {
      this.logger.warn(`Redirect hits kept for the next write: ${(error as Error).message}`);
      for (const [id, hit] of entries) {
        const newer = this.pendingHits.get(id);
        this.pendingHits.set(id, newer ? { count: newer.count + hit.count, last: newer.last } : hit);
      }
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    await this.flushHits();
  }

  /** Sorted by old path; this instance's hits are written first so the counts are current. */
  async page(query: RedirectQuery): Promise<Page<RedirectRecord>> {
    await this.flushHits();
    const { page, pageSize, offset } = pageBounds(query, 20);
    const builder = this.dataSource.getRepository(Redirect).createQueryBuilder('redirect');
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      builder.where('(redirect.source ILIKE :pattern OR redirect.target ILIKE :pattern)', { pattern });
    }
    const [items, total] = await builder.orderBy('redirect.source', 'ASC').skip(offset).take(pageSize).getManyAndCount();
    return { items: items.map(toRecord), total, page, pageSize };
  }

  /**
   * A new redirect, with every check of the API: other modules call this when a page's or post's
   * address changes (from the old path to the new one, 301).
   */
  createRedirect(source: string, target: string | null, statusCode: RedirectCode, actor: Actor, note = ''): Promise<RedirectRecord> {
    return this.create({ source, target, statusCode, note }, actor);
  }

  /**
   * A page or post of the site moved from the path `from` to `to`, written in the caller's change
   * so that the move and its redirects commit together or not at all (the change moves the
   * redirects' version with its own). A redirect from `to` back to `from`
   * (an earlier move being undone) is dropped, since it would hide the page. With `redirect`,
   * the redirects that led to `from` now lead to `to` (visitors take one step, never a chain) and
   * `from` leads to `to` (301), with every check of a new redirect: a conflict throws, and the
   * caller's transaction rolls back.
   */
  async moved(change: Change, from: string, to: string, actor: Actor, options: { redirect: boolean; note?: string }): Promise<void> {
    const move = this.checked({ source: from, target: to, statusCode: 301, note: options.note ?? '' });
    await this.write(async (inner) => {
      const repository = inner.getRepository(Redirect);
      const rows = await repository.find();
      const address = (path: string | null) => (path && path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
      for (const row of rows) {
        if (address(row.source) === address(to) && address(this.internalPathOf(row.target)) === address(from)) {
          await repository.delete({ id: row.id });
          await this.audit.record(inner, actor, { kind: 'redirect', action: 'delete', subject: subjectOf(row), subjectId: row.id, detail: move.note || null });
        } else if (options.redirect && address(this.internalPathOf(row.target)) === address(from)) {
          const target = move.target + (row.target ?? '').slice((this.internalPathOf(row.target) ?? '').length);
          await repository.update({ id: row.id }, { target });
          await this.audit.record(inner, actor, {
            kind: 'redirect',
            action: 'update',
            subject: subjectOf({ ...row, target }),
            subjectId: row.id,
            detail: 'target',
          });
        }
      }
      if (!options.redirect) return;
      const graph = await this.graphOf(inner);
      this.refuseConflict(graph, { id: '', ...move });
      const saved = await repository.save(repository.create(stored(move)));
      await this.audit.record(inner, actor, { kind: 'redirect', action: 'create', subject: subjectOf(saved), subjectId: saved.id, detail: saved.note || null });
    }, change);
  }

  /** The redirect starting at a path (either spelling of its trailing slash), read in the caller's transaction. */
  async startingAt(manager: EntityManager, path: string): Promise<Pick<Redirect, 'source' | 'target'> | null> {
    return manager.getRepository(Redirect).findOne({ select: { source: true, target: true }, where: [{ source: path }, { source: otherSpelling(path) }] });
  }

  async create(input: RedirectInput, actor: Actor): Promise<RedirectRecord> {
    const checked = this.checked(input);
    return this.write(async (manager, graph) => {
      this.refuseConflict(graph, { id: '', ...checked });
      const saved = await manager.getRepository(Redirect).save(manager.getRepository(Redirect).create(stored(checked)));
      await this.audit.record(manager, actor, {
        kind: 'redirect',
        action: 'create',
        subject: subjectOf(saved),
        subjectId: saved.id,
        detail: saved.note || null,
      });
      return toRecord(saved);
    });
  }

  async update(id: string, input: RedirectInput, actor: Actor): Promise<RedirectRecord> {
    const checked = this.checked(input);
    return this.write(async (manager, graph) => {
      const repository = manager.getRepository(Redirect);
      const existing = await repository.findOneBy({ id });
      if (!existing) throw new NotFoundException(REDIRECT_TEXTS.notFound(id));
      this.refuseConflict(graph, { id, ...checked });
      const before = { source: existing.source, target: existing.target, statusCode: existing.statusCode, note: existing.note };
      const after = stored(checked);
      await repository.update({ id }, after);
      await this.audit.record(manager, actor, {
        kind: 'redirect',
        action: 'update',
        subject: subjectOf(after),
        subjectId: id,
        detail: changedFields(before, after).join(', ') || null,
      });
      return toRecord((await repository.findOneByOrFail({ id })) as Redirect);
    });
  }

  async remove(id: string, actor: Actor): Promise<{ message: string }> {
    return this.write(async (manager) => {
      const existing = await manager.getRepository(Redirect).findOneBy({ id });
      if (!existing) throw new NotFoundException(REDIRECT_TEXTS.notFound(id));
      await manager.getRepository(Redirect).delete({ id });
      await this.audit.record(manager, actor, { kind: 'redirect', action: 'delete', subject: subjectOf(existing), subjectId: id });
      return { message: REDIRECT_TEXTS.deleted(existing.source) };
    });
  }

  /**
   * All rows or none: an import is usually one site move's whole mapping, so a half-imported file
   * would leave visitors on some old addresses and a second run refused by the first run's rows.
   * Every refused row is named by its line, checked against the stored redirects and the rows
   * above it (a chain inside the file is refused like one against the table).
   */
  async importCsv(csv: string, actor: Actor): Promise<RedirectImportResult> {
    const errors: string[] = [];
    const checkedRows: { line: number; redirect: CheckedRedirect }[] = [];
    for (const row of this.parsedRows(csv)) {
      try {
        checkedRows.push({ line: row.line, redirect: this.checked(this.rowInput(row.cells)) });
      } catch (error) {
        errors.push(REDIRECT_TEXTS.importMalformed(row.line, messageOf(error)));
      }
    }
    return this.write(async (manager, graph) => {
      for (const { line, redirect } of checkedRows) {
        const candidate = { id: `line ${line}`, ...redirect };
        const conflict = graph.conflict(candidate);
        if (conflict) errors.push(REDIRECT_TEXTS.importMalformed(line, conflict));
        else graph.add(candidate);
      }
      if (errors.length > 0) {
        errors.sort((a, b) => lineOf(a) - lineOf(b));
        throw new BadRequestException([REDIRECT_TEXTS.importRefused(errors.length), ...errors]);
      }
      const repository = manager.getRepository(Redirect);
      for (let start = 0; start < checkedRows.length; start += 500) {
        await repository.insert(checkedRows.slice(start, start + 500).map(({ redirect }) => stored(redirect)));
      }
      await this.audit.record(manager, actor, {
        kind: 'redirect',
        action: 'import',
        subject: `Redirects: ${REDIRECT_TEXTS.imported(checkedRows.length)}`,
        detail: checkedRows.map(({ redirect }) => redirect.source).join(', '),
      });
      return { imported: checkedRows.length, message: REDIRECT_TEXTS.imported(checkedRows.length) };
    });
  }

  private parsedRows(csv: string): { line: number; cells: string[] }[] {
    let records: { record: string[]; info: { lines: number } }[];
    try {
      records = parse(csv, { skip_empty_lines: true, trim: true, relax_column_count: true, info: true, max_record_size: 4096 }) as unknown as typeof records;
    } catch (error) {
      const line = (error as { lines?: number }).lines ?? 1;
      throw new BadRequestException(REDIRECT_TEXTS.importMalformed(line, messageOf(error)));
    }
    const [first] = records;
    if (first && first.record[0]?.toLowerCase() === 'source') records = records.slice(1);
    if (records.length === 0) throw new BadRequestException(REDIRECT_TEXTS.importEmpty);
    if (records.length > REDIRECT_LIMITS.importRows) throw new BadRequestException(REDIRECT_TEXTS.importTooMany);
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  }

  /** A row as the API's body: source, target (empty for 410) and code (301 when left out). */
  private rowInput(cells: string[]): RedirectInput {
    if (cells.length < 2 || cells.length > 3) throw new BadRequestException(REDIRECT_TEXTS.importColumns);
    const [source, target, code] = cells;
    const statusCode = code === undefined || code === '' ? 301 : Number(code);
    return { source, target: target || null, statusCode: statusCode as RedirectCode };
  }

  /** The rules a redirect obeys on its own; those against the others are the graph's. */
  private checked(input: RedirectInput): CheckedRedirect {
    if (![301, 302, 410].includes(input.statusCode)) throw new BadRequestException(REDIRECT_TEXTS.badCode);
    const source = normalizedSource(input.source);
    const note = input.note ?? '';
    if (note.length > REDIRECT_LIMITS.noteLength) throw new BadRequestException(REDIRECT_TEXTS.noteTooLong);
    if (input.statusCode === 410) {
      if (input.target) throw new BadRequestException(REDIRECT_TEXTS.targetForbiddenFor410);
      return { source, target: null, statusCode: 410, note, internalPath: null };
    }
    if (!input.target) throw new BadRequestException(REDIRECT_TEXTS.targetRequired);
    const { target, internalPath } = checkedTarget(input.target, this.siteOrigin);
    return { source, target, statusCode: input.statusCode, note, internalPath };
  }

  private refuseConflict(graph: RedirectGraph, candidate: GraphRedirect): void {
    const conflict = graph.conflict(candidate);
    if (conflict) throw new ConflictException(conflict);
  }

  /** Stored targets of this site are paths (a full address of the site's own origin is kept as its path). */
  private internalPathOf(target: string | null): string | null {
    return target?.startsWith('/') ? new URL(target, 'http://site.invalid').pathname : null;
  }

  /**
   * A save under the redirects lock, with every stored redirect read inside it: two saves that
   * would only together make a loop or a chain (A → B and B → A at once) are checked one after
   * the other, the second against the first. The version moves in the same transaction.
   */
  private async write<T>(work: (manager: EntityManager, graph: RedirectGraph) => Promise<T>, within?: Change): Promise<T> {
    const save = async (change: Change) => {
      await change.lock(REDIRECTS_LOCK);
      change.move('redirects');
      return work(change.manager, await this.graphOf(change.manager));
    };
    return within ? save(within) : this.changes.run({}, save);
  }

  private async graphOf(manager: EntityManager): Promise<RedirectGraph> {
    const rows = await manager.getRepository(Redirect).find({ select: { id: true, source: true, target: true, statusCode: true } });
    return new RedirectGraph(rows.map((row) => ({ ...row, internalPath: this.internalPathOf(row.target) })));
  }

  private async readVersion(): Promise<string> {
    const rows: { value: string }[] = await this.dataSource.query(`SELECT value FROM app_meta WHERE key = 'redirects_version'`);
    return rows[0]?.value ?? '0';
  }

  /** One read of the table however many requests ask at once. */
  private async load(version: string): Promise<RedirectTable> {
    this.loading ??= this.build(version).finally(() => (this.loading = undefined));
    const built = await this.loading;
    return built.version === version ? built : this.build(version);
  }

  private async build(version: string): Promise<RedirectTable> {
    const rows = await this.dataSource.getRepository(Redirect).find({ select: { id: true, source: true, target: true, statusCode: true } });
    const bySource = new Map<string, ActiveRedirect>();
    for (const row of rows) {
      const active = { id: row.id, target: row.target, statusCode: row.statusCode, internal: row.target?.startsWith('/') ?? false };
      bySource.set(otherSpelling(row.source), active);
      bySource.set(row.source, active);
    }
    const table = { version, bySource };
    this.table = table;
    return table;
  }
}

const stored = ({ source, target, statusCode, note }: CheckedRedirect) => ({ source, target, statusCode, note });

const messageOf = (error: unknown): string => {
  if (error instanceof BadRequestException || error instanceof ConflictException) {
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : (response as { message?: string | string[] }).message;
    return Array.isArray(message) ? message.join('; ') : (message ?? error.message);
  }
  return (error as Error).message;
};

const lineOf = (error: string) => Number(/^Line (\d+)/.exec(error)?.[1] ?? 0);
