import type { AuditKind } from '../audit/audit-kinds.js';
import type { MediaUseSource } from './media-uses.js';
import type { LockTexts, PublicationStatus } from './published-document.js';

/**
 * What the kit (define-published-document.ts) needs of a published document's row: an address made
 * of a slug, a title, a publication, a version for If-Match and the timestamps.
 */
export interface DocumentRow {
  id: string;
  slug: string;
  title: string;
  status: PublicationStatus;
  publishedAt: Date | null;
  noindex: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a document's writes tell the editor, in the document's own words (its texts.ts has them). */
export interface DocumentTexts extends LockTexts {
  slugRace: (slug: string) => string;
  slugReserved: (slug: string) => string;
  slugTaken: (slug: string, title: string) => string;
  noRevision: (id: string) => string;
  deleted: (title: string) => string;
  redirectNote: (title: string) => string;
}

/** The stored fields a save writes: everything but the key, the version and the timestamps, which the kit keeps. */
export type DocumentFields<T extends DocumentRow> = Omit<T, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * One published document type, declared once: the kit makes its schedule, its write path (slug,
 * If-Match lock, publication, revisions, audit entry and content.changed event, all in one
 * Changes.run), its reading base (page data, sitemap) and its module's registrations from it.
 */
export interface PublishedDocumentDeclaration<T extends DocumentRow> {
  /** the type's name in class names and logs (`CaseStudy` → CaseStudySchedule, CaseStudyRevision) */
  name: string;
  entity: new () => T;
  /** its table (with `status` and `published_at`); the schedule's mark is `{table}_schedule_mark` in app_meta */
  table: string;
  /** the advisory lock every write of this type takes, so slug checks and the schedule's mark see each other's saves */
  lock: number;
  /** its audit kind (declared for the compiler where the declaration is) and the audit page's label */
  auditKind: AuditKind;
  auditLabel: string;
  /** the `section` of its content.changed events and of its media uses (`caseStudies`), and how the library titles it */
  section: string;
  sectionTitle: string;
  /** what the audit log calls one (`Case study` → "Case study: {title} ({address})") */
  noun: string;
  /** the public address of a document is this prefix and its slug (`/case-studies/`) */
  path: string;
  /** the page kind of its list, whose route's path the page data and the sitemap use (the frontend's routes declare it) */
  listPageKind: string;
  slug: {
    maxLength: number;
    /** the slug of a title that has no letter or digit */
    fallback: string;
    /** slugs the list's own addresses take */
    reserved?: readonly string[];
  };
  texts: DocumentTexts;
  /** its fields that may name a library image, so the library tells where an image is used */
  mediaUses: Omit<MediaUseSource<T>, 'section' | 'sectionTitle' | 'entity'>;
  /**
   * Revisions, if the type keeps them: each save that changed something keeps `fields` (the newest
   * 50) in `{table}_revision`, whose `owner` column holds the document's id; a restore brings them back.
   */
  revisions?: {
    owner: string;
    fields: readonly Extract<keyof T, string>[];
  };
}

/** A document's public address. */
export const documentPath = (declaration: Pick<PublishedDocumentDeclaration<DocumentRow>, 'path'>, slug: string): string => `${declaration.path}${slug}`;
