import type { SiteMedia } from '@rankwell/api-client';
import type { SiteData } from './types';

/**
 * What the site read tells about a library image (`GET /api/site`, `media`): enough to build its
 * `<picture>` without another request. SVGs offer no variants (`widths` and `formats` are empty).
 */
export type { SiteMedia };

/** The stable address of a library image, the one an image field holds: `/media/{uuid}`. */
const LIBRARY_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The library image's id when the URL is its stable address; any other URL is a plain image. */
export function mediaIdOf(url: string | undefined): string | undefined {
  return url ? LIBRARY_URL.exec(url)?.[1]?.toLowerCase() : undefined;
}

export const mediaUrl = (id: string) => `/media/${id}`;

/** The library image an image field shows, when the site read describes it. */
export function libraryImage(url: string | undefined, media: MediaMap | undefined): SiteMedia | undefined {
  const id = mediaIdOf(url);
  return id ? media?.[id] : undefined;
}

export type MediaMap = Record<string, SiteMedia>;

/** The library images of the shown records, as the site read lists them. */
export const mediaOf = (site: SiteData): MediaMap => site.media ?? {};

export const isSvg = (item: Pick<SiteMedia, 'formats'>) => item.formats.length === 0;

/** The format browsers without AVIF and WebP get: the last one offered (JPEG or PNG). */
export const fallbackFormat = (item: Pick<SiteMedia, 'formats'>) => item.formats[item.formats.length - 1];

/** A variant's address; the server answers only the widths and formats it offers. */
export const variantUrl = (hash: string, width: number, format: string) => `/media/${hash}-${width}.${format}`;

export const svgUrl = (hash: string) => `/media/${hash}.svg`;

export function srcSet(item: Pick<SiteMedia, 'hash' | 'widths'>, format: string): string {
  return item.widths.map((width) => `${variantUrl(item.hash, width, format)} ${width}w`).join(', ');
}

/** The variant plain `<img src>` falls back to: the largest width, in the fallback format. */
export function fallbackSrc(item: Pick<SiteMedia, 'hash' | 'widths' | 'formats'>): string {
  return isSvg(item) ? svgUrl(item.hash) : variantUrl(item.hash, item.widths[item.widths.length - 1], fallbackFormat(item));
}

/** The `<source>`s of a `<picture>`, best format first; the fallback format is the `<img>`'s own. */
export function modernSources(item: Pick<SiteMedia, 'hash' | 'widths' | 'formats'>): { type: string; srcSet: string }[] {
  const fallback = fallbackFormat(item);
  return item.formats.filter((format) => format !== fallback).map((format) => ({ type: `image/${format}`, srcSet: srcSet(item, format) }));
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The CSS object-position that keeps the focal point (0 to 1 across and down, as the server keeps it) in a cropped slot: `30% 20%`. */
export const focalPosition = (item: Pick<SiteMedia, 'focalX' | 'focalY'>) => `${percent(item.focalX)} ${percent(item.focalY)}`;

/** What screen readers and search engines read: nothing for a decorative image. */
export const altOf = (item: Pick<SiteMedia, 'alt' | 'decorative'>) => (item.decorative ? '' : item.alt);

/**
 * The width and height attributes of a library image in a slot, so the browser reserves the right
 * box before the bytes arrive: a cropping slot keeps its own box; otherwise the item's proportions
 * at the slot's width (or, for a slot of fixed height such as a logo, at its height).
 */
export function slotSize(
  item: Pick<SiteMedia, 'width' | 'height'>,
  slot: { width: number; height: number; sizing: 'crop' | 'width' | 'height' },
): { width: number; height: number } {
  if (slot.sizing === 'crop') return { width: slot.width, height: slot.height };
  if (slot.sizing === 'height') return { width: Math.max(1, Math.round((slot.height * item.width) / item.height)), height: slot.height };
  return { width: slot.width, height: Math.max(1, Math.round((slot.width * item.height) / item.width)) };
}

/**
 * `sizes` of the public layouts, so the browser picks the smallest variant that fills the slot
 * (rounded up: a slot a little narrower than said costs a few bytes, one wider a blurred image).
 * Half of Mantine's lg container from md (62em) up, the screen's width below; team cards are
 * four, three, two and one to a row.
 */
export const SIZES = {
  halfColumn: '(min-width: 62em) 540px, 100vw',
  teamCard: '(min-width: 62em) 300px, (min-width: 36em) 50vw, 100vw',
} as const;

/**
 * The `<link rel="preload">` of the largest image of the first view, in its best format: the
 * browser starts it with the HTML instead of after the stylesheet and layout. Browsers without
 * that format skip it (`type`) and find the `<picture>`'s own choice as usual. An SVG (no variants)
 * is small and drawn at once: none.
 */
export function imagePreload(item: SiteMedia, sizes: string) {
  const [best] = modernSources(item);
  return best && { rel: 'preload', as: 'image', imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type, fetchPriority: 'high' as const };
}
