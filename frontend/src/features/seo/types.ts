/**
 * How one public page appears in search results and when shared (contract C2 of issue 19): the
 * fields of the API's SeoFieldsDto. Empty or absent means "the default from the page's content".
 */
export interface SeoFields {
  /** the whole title shown in search results and when shared */
  seoTitle?: string;
  seoDescription?: string;
  /** a library image `/media/{id}`, a path or an http(s) URL */
  socialImage?: string;
  socialImageAlt?: string;
  /** out of search engines and the sitemap */
  noindex?: boolean;
  /** an https URL or a path of the site starting with / */
  canonicalUrl?: string;
}

/** A saved record's SEO fields as the editor holds them: absent ones empty. */
export function seoFieldsOf(record?: { [K in keyof SeoFields]?: SeoFields[K] | null }): SeoFields {
  return {
    seoTitle: record?.seoTitle ?? '',
    seoDescription: record?.seoDescription ?? '',
    socialImage: record?.socialImage ?? '',
    socialImageAlt: record?.socialImageAlt ?? '',
    noindex: record?.noindex ?? false,
    canonicalUrl: record?.canonicalUrl ?? '',
  };
}

/** The server's limits (backend/src/seo/texts.ts SEO_LIMITS). */
export const SEO_LIMITS = { seoTitle: 70, seoDescription: 200, socialImageAlt: 200, url: 2048 } as const;

/** What search results show without cutting: titles up to about 580 px (50–60 characters), descriptions about 120–158 characters. */
export const TITLE_RANGE = { min: 50, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 120, max: 158 } as const;

/** As the server's SAFE_LINK (backend/src/content/sections.ts): http(s), a path or nothing; never javascript:, data: or //host. */
const SOCIAL_IMAGE = /^$|^(https?:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*|#[\w-]*)$/iu;
/** As the server's CANONICAL_URL (backend/src/seo/seo-fields.dto.ts): an https URL, a path or nothing. */
const CANONICAL_URL = /^(|https:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*)$/iu;

export const SEO_FIELD_TEXTS = {
  seoTitleTooLong: `The search title may have at most ${SEO_LIMITS.seoTitle} characters`,
  seoDescriptionTooLong: `The meta description may have at most ${SEO_LIMITS.seoDescription} characters`,
  socialImage: 'The social image must be a library image (/media/…), a path of the site or an http(s) address',
  socialImageAltTooLong: `The social image description may have at most ${SEO_LIMITS.socialImageAlt} characters`,
  canonicalUrl: 'The canonical address must be an https:// address or a path of the site starting with /',
} as const;

/** The rules the server enforces, checked as the admin types (the server checks them again). */
export function seoFieldErrors(value: SeoFields): Partial<Record<keyof SeoFields, string>> {
  const errors: Partial<Record<keyof SeoFields, string>> = {};
  const text = (field: keyof SeoFields) => String(value[field] ?? '').trim();
  if (text('seoTitle').length > SEO_LIMITS.seoTitle) errors.seoTitle = SEO_FIELD_TEXTS.seoTitleTooLong;
  if (text('seoDescription').length > SEO_LIMITS.seoDescription) errors.seoDescription = SEO_FIELD_TEXTS.seoDescriptionTooLong;
  if (text('socialImage').length > SEO_LIMITS.url || !SOCIAL_IMAGE.test(text('socialImage'))) errors.socialImage = SEO_FIELD_TEXTS.socialImage;
  if (text('socialImageAlt').length > SEO_LIMITS.socialImageAlt) errors.socialImageAlt = SEO_FIELD_TEXTS.socialImageAltTooLong;
  if (text('canonicalUrl').length > SEO_LIMITS.url || !CANONICAL_URL.test(text('canonicalUrl'))) errors.canonicalUrl = SEO_FIELD_TEXTS.canonicalUrl;
  return errors;
}

export type LengthTone = 'good' | 'short' | 'long';

/** How a title or description of this length fares in search results, in words (never only a colour). */
export function lengthHint(length: number, range: { min: number; max: number }, what: 'title' | 'description'): { tone: LengthTone; text: string } {
  const count = `${length} character${length === 1 ? '' : 's'}`;
  if (length > range.max) return { tone: 'long', text: `${count}: too long, search results cut a ${what} after about ${range.max}` };
  if (length < range.min) return { tone: 'short', text: `${count}: short, ${range.min}–${range.max} use the space search results give` };
  return { tone: 'good', text: `${count}: a good length (${range.min}–${range.max})` };
}

/** A text as search results show it: cut at a word boundary near `max` characters, with an ellipsis. */
export function cutForResults(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

/** The address as search results print it: `example.com › service › page`. */
export function breadcrumbUrl(publicUrl: string, path: string): string {
  let host = publicUrl;
  try {
    host = new URL(publicUrl).host;
  } catch {
    // a relative or missing public address: show what there is
  }
  const segments = path.split('/').filter(Boolean).map(decodedSegment);
  return [host, ...segments].filter(Boolean).join(' › ');
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
