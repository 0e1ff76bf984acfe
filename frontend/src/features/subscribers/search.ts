import { defined, pageParam, pageSizeParam, SUBSCRIBERS_PAGE_SIZE } from '../../ui/search';

/** /all-subscriber?page=2&perPage=50 */
export interface SubscribersSearch {
  page?: number;
  /** subscribers a page, when the Admin chose more than the default */
  perPage?: number;
}

export const validateSubscribersSearch = (search: Record<string, unknown>): SubscribersSearch =>
  defined({ page: pageParam(search.page), perPage: pageSizeParam(search.perPage, SUBSCRIBERS_PAGE_SIZE) });
