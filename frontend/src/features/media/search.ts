import { defined, pageParam, textParam } from '../../ui/search';

/** The library's grid and the picker's show 24 a page (a grid of 2, 3, 4 or 6 columns fills evenly). */
export const MEDIA_PAGE_SIZE = 24;

/** /media?search=team&page=2&selected={id} — a reload or a shared link shows the same images and the same one open. */
export interface MediaSearch {
  page?: number;
  search?: string;
  /** the image whose details are open */
  selected?: string;
}

export const validateMediaSearch = (search: Record<string, unknown>): MediaSearch =>
  defined({ page: pageParam(search.page), search: textParam(search.search), selected: textParam(search.selected) });
