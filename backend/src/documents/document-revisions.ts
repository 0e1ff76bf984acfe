import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import type { DocumentRow } from './document-kind.js';

/** How many revisions a document keeps: enough to undo a bad week, bounded like the sections' history. */
export const REVISIONS_KEPT = 50;

/** A document as one save left it (its fields, not its publication); the rows of `{table}_revision`. */
export interface DocumentRevision {
  id: string;
  /** the document's id (the table's `owner` column) */
  documentId: string;
  /** the document's version this save made */
  version: number;
  actorEmail: string | null;
  /** the saved fields, as the API's input names them */
  fields: Record<string, unknown>;
  createdAt: Date;
}

/** Where a type's revisions are kept: `{table}_revision`, its owner column, indexed with the id. */
export interface RevisionTable {
  name: string;
  table: string;
  owner: string;
}

/** One revision as the editor's history lists it. */
export interface RevisionSummary {
  id: string;
  version: number;
  title: string;
  actorEmail: string | null;
  createdAt: Date;
}

/**
 * The revisions' entity of one document type. No foreign key to the document (they are deleted
 * with it) nor to the account (the history outlives it). Named for TypeORM as the type's (`CaseStudyRevision`).
 */
export function revisionEntity({ name, table, owner }: RevisionTable): new () => DocumentRevision {
  @Entity(table)
  @Index(`${table}_${owner.replace(/_id$/, '')}`, ['documentId', 'id'])
  class Revision implements DocumentRevision {
    @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
    id: string;

    @Column({ name: owner, type: 'uuid' })
    documentId: string;

    @Column({ type: 'integer' })
    version: number;

    @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
    actorEmail: string | null;

    @Column({ type: 'jsonb' })
    fields: Record<string, unknown>;

    @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
    createdAt: Date;
  }
  Object.defineProperty(Revision, 'name', { value: name });
  return Revision;
}

/** Keeps the document as this save left it, in the save's transaction, and drops what is past the newest 50. */
export async function keepRevision<T extends DocumentRow>(
  manager: EntityManager,
  { table, owner }: RevisionTable,
  fields: readonly Extract<keyof T, string>[],
  document: T,
  actor: Actor | undefined,
): Promise<void> {
  const kept: Record<string, unknown> = Object.fromEntries(fields.map((name) => [name, document[name]]));
  await manager.query(`INSERT INTO "${table}" (${owner}, version, actor_email, fields) VALUES ($1, $2, $3, $4)`, [
    document.id,
    document.version,
    actor?.email ?? null,
    JSON.stringify(kept),
  ]);
  await manager.query(
    `DELETE FROM "${table}" WHERE ${owner} = $1 AND id NOT IN (
       SELECT id FROM "${table}" WHERE ${owner} = $1 ORDER BY id DESC LIMIT ${REVISIONS_KEPT})`,
    [document.id],
  );
}

export async function revisionsOf(manager: EntityManager, entity: new () => DocumentRevision, documentId: string): Promise<RevisionSummary[]> {
  const rows = await manager.getRepository(entity).find({ where: { documentId }, order: { id: 'DESC' } });
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    title: String(row.fields.title ?? ''),
    actorEmail: row.actorEmail,
    createdAt: row.createdAt,
  }));
}

/** The input that brings a revision back onto the document as it is now (its address and publication stay). */
export function restoredInput<Input>(revision: DocumentRevision, current: DocumentRow): Input {
  return {
    ...(revision.fields as unknown as Input),
    slug: current.slug,
    status: current.status,
    publishedAt: current.publishedAt?.toISOString() ?? null,
  };
}
