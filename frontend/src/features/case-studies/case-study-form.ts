import type { CaseStudyImage, CaseStudyInput, CaseStudyRecord, CaseStudyResult } from '../../api/client';
import { EMPTY_RICH_TEXT, type RichTextDoc } from '../rich-text/types';
import { seoFieldsOf, type SeoFields } from '../seo/types';

/** What the server accepts, shown on the form before it is asked (the server checks the same). */
export const CASE_STUDY_FORM_LIMITS = { results: 6, services: 8, gallery: 12, figure: 24, label: 120, quote: 600, excerpt: 300 } as const;

/** The editor's state: the record's fields as the form edits them. */
export interface CaseStudyDraft {
  title: string;
  slug: string;
  client: string;
  industry: string;
  services: string[];
  challenge: RichTextDoc;
  approach: RichTextDoc;
  results: CaseStudyResult[];
  quoteText: string;
  quoteAuthor: string;
  quoteRole: string;
  coverImage: string;
  coverImageAlt: string;
  gallery: CaseStudyImage[];
  excerpt: string;
  /** `<input type="datetime-local">`'s value: the browser's local time, or '' */
  publishAt: string;
  seo: SeoFields;
}

/** A time as `<input type="datetime-local">` shows it: the browser's local time, to the second. */
export function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function draftOf(study?: CaseStudyRecord): CaseStudyDraft {
  return {
    title: study?.title ?? '',
    slug: study?.slug ?? '',
    client: study?.client ?? '',
    industry: study?.industry ?? '',
    services: study?.services ?? [],
    challenge: (study?.challenge as RichTextDoc | undefined) ?? EMPTY_RICH_TEXT,
    approach: (study?.approach as RichTextDoc | undefined) ?? EMPTY_RICH_TEXT,
    results: study?.results ?? [],
    quoteText: study?.quote?.text ?? '',
    quoteAuthor: study?.quote?.author ?? '',
    quoteRole: study?.quote?.role ?? '',
    coverImage: study?.coverImage ?? '',
    coverImageAlt: study?.coverImageAlt ?? '',
    gallery: study?.gallery ?? [],
    excerpt: study?.excerpt ?? '',
    publishAt: localInput(study?.publishedAt),
    seo: seoFieldsOf(study),
  };
}

/** The API's input for a save with this status; a quote counts once its text or author is typed. */
export function inputOf(draft: CaseStudyDraft, status: 'draft' | 'published', redirectOldSlug?: boolean): CaseStudyInput {
  const quoted = draft.quoteText.trim() !== '' || draft.quoteAuthor.trim() !== '';
  return {
    title: draft.title,
    slug: draft.slug.trim() || undefined,
    ...(redirectOldSlug === undefined ? {} : { redirectOldSlug }),
    client: draft.client,
    industry: draft.industry,
    services: draft.services,
    challenge: draft.challenge as CaseStudyInput['challenge'],
    approach: draft.approach as CaseStudyInput['approach'],
    results: draft.results,
    quote: quoted ? { text: draft.quoteText, author: draft.quoteAuthor, role: draft.quoteRole } : null,
    coverImage: draft.coverImage,
    coverImageAlt: draft.coverImageAlt,
    gallery: draft.gallery,
    excerpt: draft.excerpt,
    status,
    publishedAt: draft.publishAt ? new Date(draft.publishAt).toISOString() : null,
    seoTitle: draft.seo.seoTitle ?? '',
    seoDescription: draft.seo.seoDescription ?? '',
    socialImage: draft.seo.socialImage ?? '',
    socialImageAlt: draft.seo.socialImageAlt ?? '',
    noindex: draft.seo.noindex ?? false,
    canonicalUrl: draft.seo.canonicalUrl ?? '',
  };
}
