import { queryOptions } from '@tanstack/react-query';
import { SeoService, withSession } from '../../api/client';

export const pageSeoKeys = { all: ['page-seo'] as const };

/** Loaded with the screen, so the bundle every visit loads carries none of this client. */
export const pageSeoQueries = {
  list: () => queryOptions({ queryKey: pageSeoKeys.all, queryFn: () => withSession(() => SeoService.getPageSeo()) }),
};
