import { queryOptions } from '@tanstack/react-query';
import { CaseStudiesService, withSession } from '../../api/client';

/** The list and every study sit under `all`: a change to one refreshes the list and its editor. */
export const caseStudyKeys = { all: ['case-studies'] as const };

/** The case studies' back-office reads, loaded with their screens rather than with every visit. */
export const caseStudyQueries = {
  list: () => queryOptions({ queryKey: [...caseStudyKeys.all, 'list'], queryFn: () => withSession(() => CaseStudiesService.listCaseStudies()) }),
  one: (id: string) =>
    queryOptions({ queryKey: [...caseStudyKeys.all, 'one', id], queryFn: () => withSession(() => CaseStudiesService.getCaseStudyForEdit({ id })) }),
  revisions: (id: string) =>
    queryOptions({
      queryKey: [...caseStudyKeys.all, 'revisions', id],
      queryFn: () => withSession(() => CaseStudiesService.getCaseStudyRevisions({ id })),
    }),
};
