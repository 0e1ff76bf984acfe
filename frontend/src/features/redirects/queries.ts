import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RedirectsService, withSession } from '../../api/client';

export const redirectKeys = { all: ['redirects'] as const };

/** Loaded with the screen, so the bundle every visit loads carries none of the redirects client. */
export const redirectQueries = {
  list: (list: { search?: string; page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...redirectKeys.all, list],
      queryFn: () => withSession(() => RedirectsService.getRedirects(list)),
      placeholderData: keepPreviousData,
    }),
};
