import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { AuditService, changedFields, type Actor } from '../audit/audit.service.js';
import type { Page } from '../common/pagination/page.dto.js';
import { pageBounds } from '../common/pagination/page.dto.js';
import { recordName } from '../content/content.service.js';
import { SECTION_BY_KEY, SECTIONS, type SectionDefinition } from '../content/sections.js';
import { editorPathOf, MediaUseRegistry } from '../documents/media-uses.js';
import { MediaItem } from './media-item.entity.js';
import {
  contentHash,
  inspect,
  makeVariants,
  originalKey,
  SVG_TYPE,
  svgKey,
  uploadType,
  variantFormats,
  variantKey,
  variantWidths,
  type InspectedImage,
  type StoredBlob,
} from './media-processing.js';
import { MEDIA_STORE, type MediaStore } from './media-store.js';
import type { MediaQuery, MediaRecord, MediaUpdate, MediaUsage, SiteMedia } from './media.dto.js';
import type { UploadedFile } from './multipart.js';
import { MEDIA_LIMITS, MEDIA_TEXTS } from './texts.js';
import { Changes, VERSION_KEYS, type Change } from '../changes/changes.service.js';

const MEDIA_ID = /^(?:https?:\/\/[^/?#\s]+)?\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The library image an image field's value names (`/media/{id}`, or an absolute URL ending so), if any. */
export function mediaIdOf(value: unknown): string | undefined {
  return typeof value === 'string' ? MEDIA_ID.exec(value)?.[1]?.toLowerCase() : undefined;
}

/** The image fields of each section, from the declarations. */
const IMAGE_FIELDS = new Map(SECTIONS.map((section) => [section.key, Object.entries(section.fields).filter(([, spec]) => spec.kind === 'image')]));

/** A row of content_record, and one of a registered media use's query (documents/media-uses.ts). */
type RecordRow = { id: string; section: string; fields: Record<string, unknown> };
type UseRow = { id: string; label: string; field: string; value: string };

/** The app_meta key a purge on demand moves, so every instance's serving cache drops what it kept. */
export const MEDIA_PURGED_KEY = VERSION_KEYS.mediaFiles;

/** The purge of released blobs runs at start and then every hour. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

const decorativeFlags: Readonly<Record<string, boolean>> = { true: true, false: false };

/** A label from a file's name: the name without folders or extension, and nothing that is no text. */
function defaultName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\.[^.]*$/, '')
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  return name.slice(0, MEDIA_LIMITS.nameLength) || 'image';
}

export function usageText(usage: MediaUsage): string {
  return `${usage.sectionTitle} › ${usage.fieldLabel}${usage.recordLabel ? ` (${usage.recordLabel})` : ''}`;
}

function usageOf(section: SectionDefinition, recordId: string, fields: Record<string, unknown>, field: string, label: string): MediaUsage {
  return {
    section: section.key,
    sectionTitle: section.title,
    recordId,
    field,
    fieldLabel: label,
    ...(section.singleton ? {} : { recordLabel: recordName(section, fields, recordId) }),
  };
}

function toRecord(item: MediaItem, usages: MediaUsage[] = []): MediaRecord {
  return {
    id: item.id,
    url: `/media/${item.id}`,
    name: item.name,
    alt: item.alt,
    decorative: item.decorative,
    format: item.format,
    width: item.width,
    height: item.height,
    bytes: item.bytes,
    hash: item.hash,
    focalX: item.focalX,
    focalY: item.focalY,
    widths: item.widths,
    formats: item.formats,
    thumbnailUrl: item.format === 'svg' ? `/media/${svgKey(item.hash)}` : `/media/${variantKey(item.hash, item.widths[0], 'webp')}`,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
    usages,
  };
}

/** What the bytes of an upload become: what the item records, and the blobs to store. */
interface Prepared {
  image: InspectedImage;
  hash: string;
  bytes: number;
  widths: number[];
  formats: string[];
  blobs: StoredBlob[];
}

@Injectable()
export class MediaService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Media');
  /** uploads are made one after the other, so memory holds one decoded image at a time */
  private processing: Promise<unknown> = Promise.resolve();
  private purgeTimer?: NodeJS.Timeout;
  /** told the keys of purged blobs (the serving cache drops them) */
  private readonly purgeListeners: ((keys: string[]) => void)[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly mediaUses: MediaUseRegistry,
  ) {}

  onApplicationBootstrap(): void {
    void this.purge();
    this.purgeTimer = setInterval(() => void this.purge(), PURGE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purgeTimer);
  }

  onPurge(listener: (keys: string[]) => void): void {
    this.purgeListeners.push(listener);
  }

  /** Deletes the blobs released more than a week ago that no item has taken back since. */
  async purge(): Promise<string[]> {
    try {
      const keys = await this.store.delete();
      if (keys.length > 0) {
        this.logger.log(`Purged ${keys.length} media files no image has used for a week`);
        for (const listener of this.purgeListeners) listener(keys);
      }
      return keys;
    } catch (error) {
      this.logger.warn(`Purging unused media files failed: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  async upload(file: UploadedFile, fields: Record<string, string>, actor: Actor): Promise<MediaRecord> {
    const decorative = decorativeFlags[fields.decorative ?? 'false'];
    if (decorative === undefined) throw new BadRequestException(MEDIA_TEXTS.decorativeFlag);
    const alt = decorative ? '' : this.checkedAlt(fields.alt);
    const name = fields.name?.trim() || defaultName(file.filename);
    if (name.length > MEDIA_LIMITS.nameLength) throw new BadRequestException(MEDIA_TEXTS.nameTooLong);
    const prepared = await this.prepare(file);
    await this.store.stage(prepared.hash, prepared.blobs);
    const item = await this.write(
      async (manager) => {
        await this.store.put(prepared.hash, prepared.blobs, manager);
        const created = await manager.getRepository(MediaItem).save({ name, alt, decorative, ...this.fileFields(prepared) });
        await this.audit.record(manager, actor, {
          kind: 'media',
          action: 'upload',
          subject: `Media: ${name}`,
          subjectId: created.id,
          detail: this.fileDetail(prepared),
        });
        return created;
      },
      { moveSite: false },
    );
    return toRecord(item);
  }

  async page(query: MediaQuery): Promise<Page<MediaRecord>> {
    const { page, pageSize, offset } = pageBounds(query, 24);
    const builder = this.dataSource.getRepository(MediaItem).createQueryBuilder('item');
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      builder.where('(item.name ILIKE :pattern OR item.alt ILIKE :pattern)', { pattern });
    }
    const [items, total] = await builder.orderBy('item.createdAt', 'DESC').addOrderBy('item.id', 'DESC').skip(offset).take(pageSize).getManyAndCount();
    const usages = await this.usagesOf(items.map((item) => item.id));
    return { items: items.map((item) => toRecord(item, usages.get(item.id))), total, page, pageSize };
  }

  /** Throws the 404 of an unknown id (before a replacement file is read). */
  async exists(id: string): Promise<void> {
    if (!(await this.dataSource.getRepository(MediaItem).existsBy({ id }))) throw new NotFoundException(MEDIA_TEXTS.notFound(id));
  }

  async get(id: string): Promise<MediaRecord> {
    const item = await this.dataSource.getRepository(MediaItem).findOneBy({ id });
    if (!item) throw new NotFoundException(MEDIA_TEXTS.notFound(id));
    return toRecord(item, (await this.usagesOf([id])).get(id));
  }

  async update(id: string, input: MediaUpdate, actor: Actor, expectedVersion?: number): Promise<MediaRecord> {
    const item = await this.write(async (manager) => {
      const existing = await this.lock(manager, id, expectedVersion);
      const before = { name: existing.name, alt: existing.alt, decorative: existing.decorative, focalX: existing.focalX, focalY: existing.focalY };
      const decorative = input.decorative ?? existing.decorative;
      const after = {
        name: input.name ?? existing.name,
        alt: decorative ? '' : this.checkedAlt(input.alt ?? existing.alt),
        decorative,
        focalX: input.focalX ?? existing.focalX,
        focalY: input.focalY ?? existing.focalY,
      };
      const changed = changedFields(before, after);
      if (changed.length === 0) return existing;
      const saved = await manager.getRepository(MediaItem).save(Object.assign(existing, after));
      await this.audit.record(manager, actor, { kind: 'media', action: 'update', subject: `Media: ${saved.name}`, subjectId: id, detail: changed.join(', ') });
      return saved;
    });
    return toRecord(item, (await this.usagesOf([id])).get(id));
  }

  /** A new file under the same id and address: every use follows; the old bytes stay served for a week. */
  async replace(id: string, file: UploadedFile, actor: Actor, expectedVersion?: number): Promise<MediaRecord> {
    const prepared = await this.prepare(file);
    await this.store.stage(prepared.hash, prepared.blobs);
    const item = await this.write(async (manager) => {
      const existing = await this.lock(manager, id, expectedVersion);
      const previous = existing.hash;
      await this.store.put(prepared.hash, prepared.blobs, manager);
      const saved = await manager.getRepository(MediaItem).save(Object.assign(existing, this.fileFields(prepared)));
      if (previous !== prepared.hash) await this.store.release(previous, manager);
      await this.audit.record(manager, actor, {
        kind: 'media',
        action: 'replace',
        subject: `Media: ${saved.name}`,
        subjectId: id,
        detail: this.fileDetail(prepared),
      });
      return saved;
    });
    return toRecord(item, (await this.usagesOf([id])).get(id));
  }

  /**
   * Refused (409, naming each use) while a record uses the image, hidden records included. The
   * item goes at once (its stable address answers 404); its files stay served for ORPHAN_DAYS, so
   * pages and caches that still name them keep working, then the purge deletes them. With `purge`
   * they are deleted in the same transaction, from the database or the bucket, and every
   * instance's serving cache drops them; refused (409) while another item has the same file.
   */
  async remove(id: string, actor: Actor, purge = false): Promise<{ message: string }> {
    let purged: string[] = [];
    const name = await this.write(async (manager, change) => {
      const existing = await this.lock(manager, id);
      const usages = (await this.usagesOf([id], manager)).get(id) ?? [];
      if (usages.length > 0) throw new ConflictException(MEDIA_TEXTS.inUse(existing.name, usages.map(usageText)));
      if (purge) {
        const [sharer] = await manager.getRepository(MediaItem).find({ where: { hash: existing.hash, id: Not(id) }, order: { createdAt: 'ASC' }, take: 1 });
        if (sharer) throw new ConflictException(MEDIA_TEXTS.sharedFile(existing.name, sharer.name));
      }
      await manager.getRepository(MediaItem).delete({ id });
      if (purge) {
        purged = await this.store.deleteNow(existing.hash, manager);
        // Every instance's serving cache follows (MetaChanges).
        change.move('mediaFiles');
      } else await this.store.release(existing.hash, manager);
      await this.audit.record(manager, actor, {
        kind: 'media',
        action: 'delete',
        subject: `Media: ${existing.name}`,
        subjectId: id,
        ...(purge ? { detail: `files deleted at once (${purged.length})` } : {}),
      });
      return existing.name;
    });
    if (purged.length > 0) for (const listener of this.purgeListeners) listener(purged);
    return { message: purge ? MEDIA_TEXTS.purged(name) : MEDIA_TEXTS.deleted(name) };
  }

  /**
   * Where each of the images is used: every record (hidden ones and drafts too) whose image field
   * or rich-text body names it, in the sections, then in each kind of document registered in
   * MediaUseRegistry (pages, posts, bylines, the fixed pages' search appearance). One query per
   * kind of record, whatever the number of images.
   */
  async usagesOf(ids: readonly string[], source: DataSource | EntityManager = this.dataSource): Promise<Map<string, MediaUsage[]>> {
    const usages = new Map<string, MediaUsage[]>();
    if (ids.length === 0) return usages;
    const wanted = new Set(ids);
    const add = (id: string, usage: MediaUsage) => {
      if (!usages.has(id)) usages.set(id, []);
      usages.get(id)!.push(usage);
    };
    const patterns = ids.map((id) => `%/media/${id}`);
    const uses = this.mediaUses.all();
    const [rows, ...sourceRows] = await Promise.all([
      source.query(`SELECT id, section, fields FROM content_record WHERE fields::text LIKE '%/media/%' ORDER BY section, position, seq`) as Promise<
        RecordRow[]
      >,
      ...uses.map((use) => source.query(use.sql, [patterns]) as Promise<UseRow[]>),
    ]);
    for (const row of rows) {
      const section = SECTION_BY_KEY.get(row.section);
      if (!section) continue;
      for (const [field, spec] of IMAGE_FIELDS.get(row.section) ?? []) {
        const id = mediaIdOf(row.fields[field]);
        if (id && wanted.has(id)) add(id, usageOf(section, row.id, row.fields, field, spec.label));
      }
    }
    uses.forEach(({ source: use, fieldLabels }, index) => {
      // A body showing the image twice is one use.
      const seen = new Set<string>();
      for (const row of sourceRows[index]) {
        const id = mediaIdOf(row.value);
        const key = `${id} ${row.id} ${row.field}`;
        if (!id || !wanted.has(id) || seen.has(key)) continue;
        seen.add(key);
        add(id, {
          section: use.section,
          sectionTitle: use.sectionTitle,
          recordId: row.id,
          field: row.field,
          fieldLabel: fieldLabels[row.field],
          recordLabel: use.recordLabel ? use.recordLabel(row.label) : row.label,
          editorPath: editorPathOf(use, row.id),
        });
      }
    });
    return usages;
  }

  /** The library images the shown records of the site read name, keyed by id: one query for all. */
  async siteMedia(site: Record<string, unknown>): Promise<Record<string, SiteMedia>> {
    const ids = new Set<string>();
    for (const [key, records] of Object.entries(site)) {
      const fields = IMAGE_FIELDS.get(key);
      if (!fields?.length || !Array.isArray(records)) continue;
      for (const record of records as Record<string, unknown>[]) {
        for (const [field] of fields) {
          const id = mediaIdOf(record[field]);
          if (id) ids.add(id);
        }
      }
    }
    return this.mediaByIds([...ids]);
  }

  /** The library images of these ids (those that exist), keyed by id, for <picture>: one query. */
  async mediaByIds(ids: readonly string[]): Promise<Record<string, SiteMedia>> {
    const media: Record<string, SiteMedia> = {};
    if (ids.length === 0) return media;
    const items = await this.dataSource
      .getRepository(MediaItem)
      .createQueryBuilder('item')
      .where('item.id = ANY(:ids)', { ids: [...ids] })
      .orderBy('item.id')
      .getMany();
    for (const item of items) {
      media[item.id] = {
        id: item.id,
        hash: item.hash,
        width: item.width,
        height: item.height,
        alt: item.alt,
        decorative: item.decorative,
        focalX: item.focalX,
        focalY: item.focalY,
        widths: item.widths,
        formats: item.formats,
      };
    }
    return media;
  }

  /** The blob the stable address /media/{id} stands for: the fallback at the largest width, or the SVG. */
  async stableKey(id: string): Promise<string | undefined> {
    const item = await this.dataSource.getRepository(MediaItem).findOne({ where: { id }, select: { hash: true, format: true, widths: true, formats: true } });
    if (!item) return undefined;
    return item.format === 'svg' ? svgKey(item.hash) : variantKey(item.hash, item.widths.at(-1)!, item.formats.at(-1)!);
  }

  /** The bytes /media/{id} serves (the largest fallback variant, or the SVG); undefined for an unknown id. */
  async stableFile(id: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    const key = await this.stableKey(id);
    return key ? this.store.get(key) : undefined;
  }

  private checkedAlt(value: string | undefined): string {
    const alt = (value ?? '').trim();
    if (alt.length === 0) throw new BadRequestException(MEDIA_TEXTS.altRequired);
    if (alt.length > MEDIA_LIMITS.altLength) throw new BadRequestException(MEDIA_TEXTS.altTooLong);
    return alt;
  }

  /**
   * Checks the bytes and makes what is missing of their blobs: the same file uploaded again
   * (or an image replaced by a file the library holds) costs a look-up, not a conversion.
   */
  private async prepare(file: UploadedFile): Promise<Prepared> {
    const image = await inspect(file.bytes, file.filename, file.mimetype);
    const hash = contentHash(file.bytes);
    const common = { image, hash, bytes: file.bytes.length };
    if (image.format === 'svg') {
      return { ...common, widths: [], formats: [], blobs: [{ key: svgKey(hash), contentType: SVG_TYPE, body: Buffer.from(image.svg!) }] };
    }
    const widths = variantWidths(image.width);
    const formats = variantFormats(image.format, image.hasAlpha);
    const keys = [originalKey(hash), ...widths.flatMap((width) => formats.map((format) => variantKey(hash, width, format)))];
    const held = await this.store.has(keys);
    const variants = await this.oneAtATime(() => makeVariants(file.bytes, image, hash, (key) => !held.has(key)));
    const original = held.has(originalKey(hash)) ? [] : [{ key: originalKey(hash), contentType: uploadType(image.format), body: file.bytes }];
    return { ...common, widths, formats, blobs: [...original, ...variants] };
  }

  private fileFields(prepared: Prepared): Pick<MediaItem, 'format' | 'width' | 'height' | 'bytes' | 'hash' | 'widths' | 'formats'> {
    const { image, hash, bytes, widths, formats } = prepared;
    return { format: image.format, width: image.width, height: image.height, bytes, hash, widths, formats };
  }

  private fileDetail(prepared: Prepared): string {
    return `${prepared.image.format.toUpperCase()} ${prepared.image.width} × ${prepared.image.height}, ${prepared.bytes} bytes`;
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.processing.then(work, work);
    this.processing = turn.catch(() => undefined);
    return turn;
  }

  private async lock(manager: EntityManager, id: string, expectedVersion?: number): Promise<MediaItem> {
    const existing = await manager.getRepository(MediaItem).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!existing) throw new NotFoundException(MEDIA_TEXTS.notFound(id));
    if (expectedVersion !== undefined && existing.version !== expectedVersion)
      throw new ConflictException(MEDIA_TEXTS.stale(existing.version, expectedVersion));
    return existing;
  }

  /** A media change and the audit entry commit together; one the site shows moves the site version, so its caches follow at once. */
  private write<T>(work: (manager: EntityManager, change: Change) => Promise<T>, options: { moveSite: boolean } = { moveSite: true }): Promise<T> {
    return this.changes.run({ moves: options.moveSite ? ['site'] : [] }, (change) => work(change.manager, change));
  }
}
