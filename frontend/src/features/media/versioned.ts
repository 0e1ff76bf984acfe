import { useQueryClient } from '@tanstack/react-query';
import { MediaService, type MediaRecord } from '../../api/client';
import { mediaKeys, mediaQueries } from './queries';

/** The If-Match header's value for a version (none for a record without one). */
export const ifMatch = (version: number | undefined) => (version === undefined ? undefined : String(version));

/**
 * What the image's forms share for useVersionedSave: they build on the version the details show
 * (each form is drawn anew when what it edits changes), and after someone else's save they read
 * the image again and put it where the details come from.
 */
export function useImageVersion(item: MediaRecord) {
  const client = useQueryClient();
  return {
    version: item.version,
    changes: [mediaKeys.all],
    readTheirs: () => MediaService.getMedia({ id: item.id }),
    showTheirs: (theirs: MediaRecord) => client.setQueryData(mediaQueries.one(item.id).queryKey, theirs),
  };
}
