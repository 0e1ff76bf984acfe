/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogPostInput = {
  /**
   * A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.
   */
  body: Record<string, any>;
  /**
   * another address search engines should credit (an https address or a path of this site)
   */
  canonicalUrl?: string | null;
  categoryId?: string | null;
  /**
   * a library image (/media/{id}) or an image address
   */
  coverImage?: string | null;
  /**
   * what the cover shows, for visitors who cannot see it (needed with a cover)
   */
  coverImageAlt?: string;
  /**
   * a sentence or two for lists, the feed and the default meta description
   */
  excerpt?: string;
  /**
   * keep it out of search results and the sitemap
   */
  noindex?: boolean;
  /**
   * when visitors first see it; a later time schedules it; now when published without one
   */
  publishedAt?: string | null;
  /**
   * When the slug changes: send visitors of the post's old address to the new one (301), made in
   * the same save (both or neither). Ignored when the slug stays, and when a post is created.
   */
  redirectOldSlug?: boolean;
  /**
   * the meta description (defaults to the excerpt)
   */
  seoDescription?: string | null;
  /**
   * the title in search results (defaults to the post's title)
   */
  seoTitle?: string | null;
  /**
   * the address /blog/{slug}; made from the title when left out
   */
  slug?: string;
  /**
   * the image shared on social networks (defaults to the cover)
   */
  socialImage?: string | null;
  socialImageAlt?: string | null;
  /**
   * draft (visitors never see it) or published (visible from publishedAt on)
   */
  status?: 'draft' | 'published';
  tagIds?: Array<string>;
  title: string;
};

