/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PageInput = {
  /**
   * A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.
   */
  body: Record<string, any>;
  /**
   * the address search engines should credit instead of this page's: an https:// address or a path starting with /
   */
  canonicalUrl?: string;
  /**
   * the order among placed pages, smallest first
   */
  navPosition?: number;
  /**
   * keep the page out of search results and the sitemap
   */
  noindex?: boolean;
  /**
   * When the slug changes: send visitors of the old address to the new one (301), made in the same
   * save (both or neither). Ignored when the slug stays.
   */
  redirectOldSlug?: boolean;
  /**
   * the description search engines show (at most 200 characters; about 155 fit)
   */
  seoDescription?: string;
  /**
   * the title search engines show (at most 70 characters; about 60 fit)
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
   * the picture shared with a link to the page: an https address or /media/{id}
   */
  socialImage?: string;
  /**
   * what the social image shows, for people who cannot see it
   */
  socialImageAlt?: string;
  title: string;
};

