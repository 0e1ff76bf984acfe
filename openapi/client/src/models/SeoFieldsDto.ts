/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SeoFieldsDto = {
  /**
   * the address search engines should index instead (an https URL or a path of the site); empty: the page's own
   */
  canonicalUrl?: string;
  /**
   * keeps the page out of search engines (robots noindex) and out of the sitemap
   */
  noindex?: boolean;
  /**
   * the meta description (search results show about 155 characters); empty: from the page's text
   */
  seoDescription?: string;
  /**
   * the whole title in search results and when shared (no site name is added); empty: the page's title and the site name
   */
  seoTitle?: string;
  /**
   * the picture shown when the page is shared (1200 × 630): a library image `/media/{id}`, a path or an http(s) URL; empty: the site's
   */
  socialImage?: string;
  /**
   * what the social image shows, for those who cannot see it; empty: the library image's own alt text or the site name
   */
  socialImageAlt?: string;
};

