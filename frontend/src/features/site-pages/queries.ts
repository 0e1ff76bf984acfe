import { queryOptions } from '@tanstack/react-query';
import { PagesService, withSession } from '../../api/client';

/** The list and every page sit under `all`: a change to one page refreshes the list and its editor. */
export const pageKeys = { all: ['site-pages'] as const };

/** The site pages' reads, loaded with their screens rather than with every visit. */
export const pageQueries = {
  list: () => queryOptions({ queryKey: pageKeys.all, queryFn: () => withSession(() => PagesService.getPages()) }),
  one: (id: string) => queryOptions({ queryKey: [...pageKeys.all, id], queryFn: () => withSession(() => PagesService.getPage({ id })) }),
};
