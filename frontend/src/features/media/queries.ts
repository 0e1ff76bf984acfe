import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MediaService } from '../../api/client';
import { read } from '../../api/queries';

/** A page of the media library, searched by name or alt. */
export interface MediaListQuery {
  search?: string;
  page: number;
  pageSize: number;
}

/** Every media read sits under `all`: a change to an image refreshes the library and every thumbnail of it. */
export const mediaKeys = { all: ['media'] as const };

export const mediaQueries = {
  list: (list: MediaListQuery) =>
    queryOptions({
      queryKey: [...mediaKeys.all, 'list', list],
      queryFn: read(() => MediaService.getMediaList(list)),
      placeholderData: keepPreviousData,
    }),
  /** One image with where it is used (the details, and the thumbnail beside an image field). */
  one: (id: string) => queryOptions({ queryKey: [...mediaKeys.all, 'one', id], queryFn: read(() => MediaService.getMedia({ id })) }),
};
