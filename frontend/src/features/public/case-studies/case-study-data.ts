import { useRouterState } from '@tanstack/react-router';
import type { CaseStudyList, CaseStudyPublic } from '../../../api/client';
import { usePageData } from '../../../site/page-data';

/** The kinds the server's CaseStudiesReadingService gives the pages under /case-studies/. */
export const CASE_STUDY_KINDS = { list: 'case-study-list', study: 'case-study' } as const;

const useCurrentPath = () => useRouterState({ select: (router) => router.location.pathname });

/** The list (all, an industry's or a service's): as rendered, or from GET /api/case-studies after a navigation. */
export function useCaseStudyList(filter: { industry?: string; service?: string }) {
  const search = new URLSearchParams();
  if (filter.industry) search.set('industry', filter.industry);
  if (filter.service) search.set('service', filter.service);
  const query = search.size ? `?${search}` : '';
  return usePageData<CaseStudyList>(CASE_STUDY_KINDS.list, useCurrentPath(), `/api/case-studies${query}`);
}

/** A published case study: as rendered, or from GET /api/case-studies/by-slug/{slug} after a navigation. */
export function useCaseStudy(slug: string) {
  return usePageData<CaseStudyPublic>(CASE_STUDY_KINDS.study, useCurrentPath(), `/api/case-studies/by-slug/${encodeURIComponent(slug)}`);
}

/** When a study was published, as a date. */
export const publishedOn = (at: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));
