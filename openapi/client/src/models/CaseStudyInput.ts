/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CaseStudyImage } from './CaseStudyImage';
import type { CaseStudyQuote } from './CaseStudyQuote';
import type { CaseStudyResult } from './CaseStudyResult';
export type CaseStudyInput = {
  /**
   * A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.
   */
  approach: Record<string, any>;
  /**
   * the address search engines should index instead (an https URL or a path of the site); empty: the page's own
   */
  canonicalUrl?: string;
  /**
   * A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.
   */
  challenge: Record<string, any>;
  client: string;
  /**
   * a library image /media/{id}; empty: none
   */
  coverImage?: string;
  /**
   * what the cover shows (needed with a cover)
   */
  coverImageAlt?: string;
  /**
   * the cards' summary; empty: the challenge's first words
   */
  excerpt?: string;
  gallery?: Array<CaseStudyImage>;
  /**
   * the client's industry; the list page filters by it
   */
  industry: string;
  /**
   * keeps the page out of search engines (robots noindex) and out of the sitemap
   */
  noindex?: boolean;
  /**
   * when visitors first see it; a later time schedules it; now when published without one
   */
  publishedAt?: string | null;
  quote?: CaseStudyQuote | null;
  /**
   * when the slug of a published study changes: a 301 from the old address, in the same save
   */
  redirectOldSlug?: boolean;
  results?: Array<CaseStudyResult>;
  /**
   * the meta description (search results show about 155 characters); empty: from the page's text
   */
  seoDescription?: string;
  /**
   * the whole title in search results and when shared (no site name is added); empty: the page's title and the site name
   */
  seoTitle?: string;
  /**
   * the services given, by name (the services section's titles where they fit); the list page filters by them
   */
  services?: Array<string>;
  /**
   * the address /case-studies/{slug}; made from the title when left out or empty
   */
  slug?: string;
  /**
   * the picture shown when the page is shared (1200 × 630): a library image `/media/{id}`, a path or an http(s) URL; empty: the site's
   */
  socialImage?: string;
  /**
   * what the social image shows, for those who cannot see it; empty: the library image's own alt text or the site name
   */
  socialImageAlt?: string;
  /**
   * draft (visitors never see it) or published (visible from publishedAt on)
   */
  status?: 'draft' | 'published';
  title: string;
};

