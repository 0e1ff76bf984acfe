import { definePublishedDocument } from '../documents/define-published-document.js';
import { CaseStudy } from './case-study.entity.js';
import { CASE_STUDY_LIMITS, CASE_STUDY_TEXTS, RESERVED_CASE_STUDY_SLUGS } from './texts.js';

// The case studies' audit kind, for the compiler (and the API's enum); the declaration registers its label.
declare module '../audit/audit-kinds.js' {
  interface AuditKinds {
    'case-study': string;
  }
}

/** What the pages under /case-studies/ show, by page kind (the frontend's routes declare the same). */
export const CASE_STUDY_PAGE_KINDS = { list: 'case-study-list', study: 'case-study' } as const;

/** The case studies as a published document type: the kit makes their schedule, write path, revisions and registrations. */
export const CASE_STUDIES = definePublishedDocument({
  name: 'CaseStudy',
  entity: CaseStudy,
  table: 'case_study',
  lock: 7343,
  auditKind: 'case-study',
  auditLabel: 'Case studies',
  section: 'caseStudies',
  sectionTitle: 'Case studies',
  noun: 'Case study',
  path: '/case-studies/',
  listPageKind: CASE_STUDY_PAGE_KINDS.list,
  slug: { maxLength: CASE_STUDY_LIMITS.slugLength, fallback: 'case-study', reserved: RESERVED_CASE_STUDY_SLUGS },
  texts: CASE_STUDY_TEXTS,
  mediaUses: {
    label: 'title',
    fields: [
      { field: 'coverImage', label: 'Cover image' },
      { field: 'gallery', label: 'Gallery', imageList: true },
      { field: 'challenge', label: 'Challenge', richText: true },
      { field: 'approach', label: 'What was done', richText: true },
      { field: 'socialImage', label: 'Social image' },
    ],
    orderBy: ['title'],
    order: 25,
    editor: '/case-study-admin/$id',
  },
  revisions: {
    owner: 'study_id',
    // What a revision brings back: the study's content and search appearance, not its address or publication.
    fields: [
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
    ],
  },
});

/** Scheduled case studies appear at their time on every instance (documents/publication-schedule.ts). */
export const CaseStudySchedule = CASE_STUDIES.Schedule;
