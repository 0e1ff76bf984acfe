import type { MediaRecord, SiteMedia } from '../../api/client';
import { mediaIdOf } from '../../site/media';

/** Every library image a set of field values points at (a draft in an editor, say). */
export function mediaIdsIn(values: Iterable<unknown>): string[] {
  const ids = new Set<string>();
  for (const value of values) {
    const id = typeof value === 'string' ? mediaIdOf(value) : undefined;
    if (id) ids.add(id);
  }
  return [...ids];
}

/** What the public components need of a library image, from the back office's full record (a draft's image in the preview). */
export function toSiteMedia(record: MediaRecord): SiteMedia {
  const { id, hash, width, height, alt, decorative, focalX, focalY, widths, formats } = record;
  return { id, hash, width, height, alt, decorative, focalX, focalY, widths, formats };
}
