import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import type { CaseStudyInput, CaseStudyRevisionSummary } from './case-studies.dto.js';
import { CaseStudyRevision } from './case-study-revision.entity.js';
import type { CaseStudy } from './case-study.entity.js';

/** How many revisions a study keeps: enough to undo a bad week, bounded like the sections' history. */
export const REVISIONS_KEPT = 50;

/** What a revision brings back: the study's content and search appearance, not its address or publication. */
const RESTORED = [
  'title',
  'client',
  'industry',
  'services',
  'challenge',
  'approach',
  'results',
  'quote',
  'coverImage',
  'coverImageAlt',
  'gallery',
  'excerpt',
  'seoTitle',
  'seoDescription',
  'socialImage',
  'socialImageAlt',
  'noindex',
  'canonicalUrl',
] as const satisfies readonly (keyof CaseStudy & keyof CaseStudyInput)[];

/** Keeps the study as this save left it, in the save's transaction, and drops what is past the newest 50. */
export async function keepRevision(manager: EntityManager, study: CaseStudy, actor: Actor | undefined): Promise<void> {
  const fields: Record<string, unknown> = Object.fromEntries(RESTORED.map((name) => [name, study[name]]));
  await manager.query(`INSERT INTO case_study_revision (study_id, version, actor_email, fields) VALUES ($1, $2, $3, $4)`, [
    study.id,
    study.version,
    actor?.email ?? null,
    JSON.stringify(fields),
  ]);
  await manager.query(
    `DELETE FROM case_study_revision WHERE study_id = $1 AND id NOT IN (
       SELECT id FROM case_study_revision WHERE study_id = $1 ORDER BY id DESC LIMIT ${REVISIONS_KEPT})`,
    [study.id],
  );
}

export async function revisionsOf(manager: EntityManager, studyId: string): Promise<CaseStudyRevisionSummary[]> {
  const rows = await manager.getRepository(CaseStudyRevision).find({ where: { studyId }, order: { id: 'DESC' } });
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    title: String(row.fields.title ?? ''),
    actorEmail: row.actorEmail,
    createdAt: row.createdAt,
  }));
}

/** The input that brings a revision back onto the study as it is now (its address and publication stay). */
export function restoredInput(revision: CaseStudyRevision, current: CaseStudy): CaseStudyInput {
  return {
    ...(revision.fields as unknown as CaseStudyInput),
    slug: current.slug,
    status: current.status,
    publishedAt: current.publishedAt?.toISOString() ?? null,
  };
}
