/** What the admin is told about the site's pages, in one place. */
export const PAGE_LIMITS = {
  titleLength: 200,
  slugLength: 80,
  /** pages in the navigation bar and the footer's Quick Links are few; the position is their order */
  maxPosition: 10_000,
  /** the most pages one site keeps (they are listed whole in the back office and the site snapshot) */
  maxPages: 500,
} as const;

/** lowercase letters, digits and single hyphens between them, as a URL segment needs no encoding */
export { SLUG as SLUG_PATTERN } from '../documents/published-document.js';

export const PAGE_TEXTS = {
  titleRequired: 'Give the page a title',
  contentRequired: 'Give the page its content: blocks (or a body)',
  titleTooLong: `The title must be at most ${PAGE_LIMITS.titleLength} characters`,
  slugForm: `The address must be 1 to ${PAGE_LIMITS.slugLength} lowercase letters, digits and hyphens (for example privacy-policy), with no hyphen at either end`,
  slugReserved: (slug: string) => `“${slug}” is a page of the site, a screen of the back office or a file: choose another address`,
  slugLikeId: (slug: string) => `“${slug}” has the form of an id, and the back office keeps such addresses for its editors: choose another address`,
  slugTaken: (slug: string, title: string) => `“${slug}” is already the slug of “${title}”`,
  slugRedirected: (slug: string, target: string | null) =>
    `/${slug} is redirected to ${target ?? '410 (gone)'} (Redirects): visitors would never see the page. Delete that redirect or choose another address`,
  positionRange: `The position must be a whole number from 0 to ${PAGE_LIMITS.maxPosition}`,
  tooMany: `The site keeps at most ${PAGE_LIMITS.maxPages} pages: delete one first`,
  notFound: (id: string) => `No page has the id ${id}`,
  noPublishedPage: (slug: string) => `No published page has the address /${slug}`,
  stale: (version: number, yours: number) =>
    `This page was changed by someone else since you opened it (version ${version}, yours ${yours}). Reload it and apply your changes again.`,
  deleted: (title: string) => `The page “${title}” is deleted`,
  redirectNote: (title: string) => `The page “${title}” moved`,
} as const;
