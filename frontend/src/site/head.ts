import type { AppState } from '../app-state';
import { brandOfState } from './brand';
import { imagePreload, libraryImage, mediaOf, SIZES } from './media';
import { first } from './types';

/** Duplicate pages point search engines at one address. */
const CANONICAL: Record<string, string> = { '/contact-us': '/contact' };

function absolute(state: AppState, path: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${state.publicUrl}${path}`;
}

/** The home page's banner picture (its largest image, in the first view), preloaded when it comes from the library. */
function bannerPreload(state: AppState, path: string) {
  if (path !== '/') return [];
  const item = libraryImage(first(state.site.banner).imageOne, mediaOf(state.site));
  const link = item && imagePreload(item, SIZES.halfColumn);
  return link ? [link] : [];
}

/** `{page} | {site name}`, the home page `{site name} — {banner heading}`. */
export function fullTitle(state: AppState, title: string, path: string): string {
  const { siteName } = brandOfState(state);
  const heading = first(state.site.banner).bannerHeading;
  return path === '/' && heading ? `${siteName} — ${heading}` : `${title} | ${siteName}`;
}

/**
 * What a page may say about itself instead of the defaults (contract C2 of issue 19): its SEO
 * fields (SeoFieldsDto) and, for articles, their dates and author. Empty values keep the default.
 */
export interface SeoHead {
  /** the whole title (no site name is added) */
  title?: string;
  description?: string;
  /** a library image `/media/{id}`, a path or an http(s) URL */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  /** an https URL or a path of the site */
  canonical?: string;
  type?: 'website' | 'article';
  article?: { publishedTime?: string; modifiedTime?: string; author?: string; section?: string; tags?: string[] };
}

/** The article's Open Graph tags (ogp.me/#type_article), those it has. */
function articleMeta(article: SeoHead['article']) {
  if (!article) return [];
  const tags: { property: string; content: string }[] = [];
  const add = (property: string, content: string | undefined) => content && tags.push({ property: `article:${property}`, content });
  add('published_time', article.publishedTime);
  add('modified_time', article.modifiedTime);
  add('author', article.author);
  add('section', article.section);
  for (const tag of article.tags ?? []) add('tag', tag);
  return tags;
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags and structured data of a page,
 * in the agency's name. `seo` overrides the defaults field by field; noindex adds a robots tag.
 */
export function pageHead(state: AppState, title: string, description: string | undefined, path: string, privateArea = false, seo: SeoHead = {}) {
  const brand = brandOfState(state);
  const text = seo.description?.trim() || (description ?? brand.metaDescription ?? first(state.site.about).aboutDetails ?? brand.tagline ?? brand.siteName);
  const heading = seo.title?.trim() || fullTitle(state, title, path);
  if (privateArea) {
    return { meta: [{ title: heading }, { name: 'description', content: text }, { name: 'robots', content: 'noindex, nofollow' }] };
  }
  const url = absolute(state, seo.canonical?.trim()) ?? `${state.publicUrl}${CANONICAL[path] ?? path}`;
  const image = absolute(state, seo.image?.trim() || brand.shareImage || first(state.site.banner).imageOne);
  const imageAlt = seo.imageAlt?.trim() || brand.shareImageAlt || brand.siteName;
  return {
    meta: [
      { title: heading },
      { name: 'description', content: text },
      ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: seo.type ?? 'website' },
      { property: 'og:site_name', content: brand.siteName },
      { property: 'og:title', content: heading },
      { property: 'og:description', content: text },
      { property: 'og:url', content: url },
      ...(image
        ? [
            { property: 'og:image', content: image },
            { property: 'og:image:alt', content: imageAlt },
          ]
        : []),
      ...articleMeta(seo.type === 'article' ? seo.article : undefined),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: heading },
      { name: 'twitter:description', content: text },
      ...(image
        ? [
            { name: 'twitter:image', content: image },
            { name: 'twitter:image:alt', content: imageAlt },
          ]
        : []),
    ],
    links: [{ rel: 'canonical', href: url }, ...bannerPreload(state, path)],
    scripts: state.structuredData ? [{ type: 'application/ld+json', children: state.structuredData(path, title, url) }] : [],
  };
}
