import { defined, pageParam, textParam } from '../../ui/search';

export const REDIRECTS_PAGE_SIZE = 20;

/** /redirects?search=pricing&page=2 — a reload or a shared link shows the same redirects. */
export interface RedirectsSearch {
  page?: number;
  search?: string;
}

export const validateRedirectsSearch = (search: Record<string, unknown>): RedirectsSearch =>
  defined({ page: pageParam(search.page), search: textParam(search.search) });
