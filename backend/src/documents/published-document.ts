import { ConflictException, NotFoundException } from '@nestjs/common';
import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';

/**
 * What every published document (a page, a post, a case study) shares: an address made of a slug,
 * a draft or published status with a publish time, and a version for If-Match. The helpers here
 * are the one place for their rules; each document keeps its own table, messages and audit texts.
 */

/** A document is a draft (visitors never see it) or published (visible from its publish time on). */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Lower-case ASCII words joined by single hyphens: a URL segment that needs no encoding. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lower-case ASCII words joined by hyphens ("Ünïcode & SEO!" → "unicode-seo"); `fallback` when nothing is left. */
export function slugFrom(text: string, maxLength: number, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The other document of a table that holds a slug already, if any (`self`: the one being saved). */
export async function slugHolder<T extends ObjectLiteral & { id: string; slug: string }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  slug: string,
  self?: string,
): Promise<T | undefined> {
  const other = await manager.getRepository(entity).findOneBy({ slug } as FindOptionsWhere<T>);
  return other && other.id !== self ? other : undefined;
}

/** Two saves racing for one slug: the loser gets the 409 the check before the save would have given. */
export async function slugRace<R>(message: string, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictException(message);
    throw error;
  }
}

/** What a stale If-Match and a missing document are told, in the document's own words. */
export interface LockTexts {
  notFound: (id: string) => string;
  stale: (loaded: number, current: number) => string;
}

/**
 * A document locked for the rest of the write (FOR UPDATE), or a 404; with the version its editor
 * loaded (If-Match), a 409 when someone saved it since.
 */
export async function lockedForWrite<T extends ObjectLiteral & { id: string; version: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  texts: LockTexts,
  expectedVersion?: number,
): Promise<T> {
  const existing = await manager.getRepository(entity).findOne({ where: { id } as FindOptionsWhere<T>, lock: { mode: 'pessimistic_write' } });
  if (!existing) throw new NotFoundException(texts.notFound(id));
  if (expectedVersion !== undefined && expectedVersion !== existing.version) throw new ConflictException(texts.stale(expectedVersion, existing.version));
  return existing;
}

/** A document's publication as stored. */
export interface Publication {
  status: PublicationStatus;
  publishedAt: Date | null;
}

/**
 * What visitors may see, as SQL on a table aliased `alias`: published, and its publish time passed
 * (by the database's clock, which every instance shares, so a scheduled document appears everywhere at once).
 */
export const visibleWhere = (alias: string) => `${alias}.status = 'published' AND ${alias}.published_at <= now()`;

/** Published with a publish time still to come (SQL). */
export const scheduledWhere = (alias: string) => `${alias}.status = 'published' AND ${alias}.published_at > now()`;

/**
 * The publish time a save stores: the one given (null clears it), else the stored one; a
 * published document without one is published now.
 */
export function publishedAtFor(status: PublicationStatus, given: string | null | undefined, existing: Date | null | undefined): Date | null {
  const at = given === undefined ? existing : given === null ? null : new Date(given);
  return status === 'published' ? (at ?? new Date()) : (at ?? null);
}

/** Published with a publish time still to come, by this machine's clock (for records shown to the editor). */
export const isScheduled = (document: Publication) =>
  document.status === 'published' && document.publishedAt !== null && document.publishedAt.getTime() > Date.now();

/** The audit log's word for a document's state: draft, published or "scheduled at {time}". */
export const publicationNote = (document: Publication) =>
  document.status === 'draft' ? 'draft' : isScheduled(document) ? `scheduled at ${document.publishedAt!.toISOString()}` : 'published';

/** How many characters of the body stand in for an empty SEO description (search engines show about 155). */
const DESCRIPTION_LENGTH = 155;

/** The first words of a text, cut at a word boundary, for a description. */
export function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
