/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BranchAddress } from './BranchAddress';
import type { PageBlock } from './PageBlock';
export type PageInput = {
  /**
   * A location page: the places it serves (schema.org areaServed), e.g. Leeds
   */
  areaServed?: Array<string>;
  /**
   * What the page shows, in order (at most 40 blocks); each block's content is checked with its section's rules
   */
  blocks?: Array<PageBlock>;
  /**
   * A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.
   */
  body?: Record<string, any>;
  /**
   * A location page: the branch's postal address (null: none)
   */
  branchAddress?: BranchAddress | null;
  /**
   * the address search engines should index instead (an https URL or a path of the site); empty: the page's own
   */
  canonicalUrl?: string;
  /**
   * the order among placed pages, smallest first
   */
  navPosition?: number;
  /**
   * keeps the page out of search engines (robots noindex) and out of the sitemap
   */
  noindex?: boolean;
  /**
   * When the slug changes: send visitors of the old address to the new one (301), made in the same
   * save (both or neither). Ignored when the slug stays.
   */
  redirectOldSlug?: boolean;
  /**
   * the meta description (search results show about 155 characters); empty: from the page's text
   */
  seoDescription?: string;
  /**
   * the whole title in search results and when shared (no site name is added); empty: the page's title and the site name
   */
  seoTitle?: string;
  /**
   * shown in the footer's Quick Links once published
   */
  showInFooter?: boolean;
  /**
   * shown in the navigation bar once published
   */
  showInNav?: boolean;
  /**
   * the address: /{slug}
   */
  slug: string;
  /**
   * the picture shown when the page is shared (1200 × 630): a library image `/media/{id}`, a path or an http(s) URL; empty: the site's
   */
  socialImage?: string;
  /**
   * what the social image shows, for those who cannot see it; empty: the library image's own alt text or the site name
   */
  socialImageAlt?: string;
  title: string;
};

